import { App as AntdApp, ConfigProvider, theme } from 'antd';
import deDE from 'antd/locale/de_DE';
import enUS from 'antd/locale/en_US';
import type { ReactNode } from 'react';
import { useSettings } from '../settings/settingsStore';
import { useDarkMode } from './darkModeStore';
import { useTranslation } from 'react-i18next';

/** antd theme from the dark-mode flag and the compact-mode setting; antd texts in the UI language. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  const dark = useDarkMode();
  const { compactMode } = useSettings();
  const { i18n } = useTranslation();
  const algorithm = [dark ? theme.darkAlgorithm : theme.defaultAlgorithm, ...(compactMode ? [theme.compactAlgorithm] : [])];
  return (
    <ConfigProvider theme={{ algorithm, cssVar: true }} locale={i18n.language === 'de' ? deDE : enUS}>
      <AntdApp className={dark ? 'app-root app-root--dark' : 'app-root'}>{children}</AntdApp>
    </ConfigProvider>
  );
}
