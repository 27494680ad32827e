import { StyleProvider } from '@ant-design/cssinjs';
import { App as AntdApp, ConfigProvider } from 'antd';
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import type { ReactNode } from 'react';
import { NOTIFICATION_PLACEMENT } from '../notifications/placement';
import { useSettings } from '../settings/settingsStore';
import { useTranslation } from 'react-i18next';
import { BodyBackground } from './BodyBackground';
import { useDarkMode } from './darkModeStore';
import { useMediaQuery } from '../layout/useMediaQuery';
import { antdStyleContainer } from './styleContainer';
import { themeConfig } from './themeConfig';

/** antd theme (its page-made styles in antdStyleContainer) from the dark-mode flag, the compact-mode setting and the system's motion preference (themeConfig.ts); antd texts in the UI language. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useDarkMode();
  const { compactMode } = useSettings();
  const { i18n } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  return (
    <StyleProvider container={antdStyleContainer()}>
      <ConfigProvider theme={themeConfig({ dark, compact: compactMode, reducedMotion })} locale={i18n.language === 'de' ? deDE : enUS}>
        <BodyBackground />
        <AntdApp className="app-root" notification={NOTIFICATION_PLACEMENT}>
          {children}
        </AntdApp>
      </ConfigProvider>
    </StyleProvider>
  );
}
