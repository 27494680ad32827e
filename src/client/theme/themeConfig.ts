import { theme, type ThemeConfig } from 'antd';
import { contrastTokens } from './contrast';

export interface ThemeChoice {
  dark: boolean;
  compact: boolean;
  /** The system asks for reduced motion: no animations of dialogs, drawers and menus. */
  reducedMotion: boolean;
}

/** The themes the build's antd stylesheet holds (src/build/antd-styles.ts): light and dark, as most users see them. */
export const STYLESHEET_THEMES: readonly ThemeChoice[] = [
  { dark: false, compact: false, reducedMotion: false },
  { dark: true, compact: false, reducedMotion: false },
];

/** antd's theme for a choice, in colours readable enough (contrast.ts), its values as CSS variables. */
export function themeConfig({ dark, compact, reducedMotion }: ThemeChoice): ThemeConfig {
  const algorithm = [dark ? theme.darkAlgorithm : theme.defaultAlgorithm, ...(compact ? [theme.compactAlgorithm] : [])];
  return { algorithm, cssVar: true, token: { ...contrastTokens(dark), motion: !reducedMotion } };
}
