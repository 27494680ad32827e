import { App as AntdApp, ConfigProvider, theme } from 'antd';
import deDE from 'antd/es/locale/de_DE';
import enUS from 'antd/es/locale/en_US';
import type { ReactNode } from 'react';
import { NOTIFICATION_PLACEMENT } from '../notifications/placement';
import { useSettings } from '../settings/settingsStore';
import { useTranslation } from 'react-i18next';
import { BodyBackground } from './BodyBackground';
import { contrastTokens } from './contrast';
import { useDarkMode } from './darkModeStore';
import { useMediaQuery } from '../layout/useMediaQuery';

/**
 * antd theme from the dark-mode flag and the compact-mode setting, in colours readable enough (contrast.ts); antd texts in the UI language. A user whose
 * system asks for reduced motion gets dialogs, drawers and menus without their animations.
 */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useDarkMode();
  const { compactMode } = useSettings();
  const { i18n } = useTranslation();
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const algorithm = [dark ? theme.darkAlgorithm : theme.defaultAlgorithm, ...(compactMode ? [theme.compactAlgorithm] : [])];
  return (
    <ConfigProvider
      theme={{ algorithm, cssVar: true, token: { ...contrastTokens(dark), motion: !reducedMotion } }}
      locale={i18n.language === 'de' ? deDE : enUS}
    >
      <BodyBackground />
      <AntdApp className="app-root" notification={NOTIFICATION_PLACEMENT}>
        {children}
      </AntdApp>
    </ConfigProvider>
  );
}
