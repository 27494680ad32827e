import type { ThemeConfig } from 'antd';

/**
 * Colours darker (light mode) or brighter (dark mode) than antd's defaults, so that text on them and of them keeps a contrast
 * of at least 4.5:1 (WCAG AA): antd's blue #1677ff (buttons, links), red #ff4d4f and green #52c41a under white text or on white, and its secondary and disabled greys, stay below it.
 */
export function contrastTokens(dark: boolean): ThemeConfig['token'] {
  return dark
    ? { colorTextSecondary: 'rgba(255, 255, 255, 0.7)', colorTextTertiary: 'rgba(255, 255, 255, 0.65)', colorTextDescription: 'rgba(255, 255, 255, 0.65)' }
    : {
        colorPrimary: '#0958d9',
        colorLink: '#0958d9',
        colorError: '#cf1322',
        // A "completed" tag: antd's green #52c41a on its pale green reaches 2:1. Background and border stay antd's
        // (derived from this darker green they would darken too).
        colorSuccess: '#237804',
        colorSuccessBg: '#f6ffed',
        colorSuccessBorder: '#b7eb8f',
        colorTextSecondary: 'rgba(0, 0, 0, 0.65)',
        colorTextTertiary: 'rgba(0, 0, 0, 0.62)',
        colorTextDescription: 'rgba(0, 0, 0, 0.62)',
        // Read-only values (a derived identifier, a fixed site) are read, not just passed over.
        colorTextDisabled: 'rgba(0, 0, 0, 0.6)',
      };
}
