import { theme as antdTheme, type ThemeConfig } from 'antd';

/** "default" is the light theme; "system" follows the browser's prefers-color-scheme. */
export type ThemeMode = 'default' | 'dark' | 'system';
export const THEME_MODES: readonly ThemeMode[] = ['default', 'dark', 'system'];
export const THEME_MODE_LABELS: Record<ThemeMode, string> = {
  default: 'Light',
  dark: 'Dark',
  system: 'Match system',
};
export const THEME_STORAGE_KEY = 'meridian.theme';

/** Spec 2 §9: primary #2893B3, font Inter, strong font weight 500. */
export const THEME_TOKENS = {
  colorPrimary: '#2893B3',
  colorLink: '#2893B3',
  fontFamily: "Inter, -apple-system, BlinkMacSystemFont, 'Segoe UI', Helvetica, Arial, sans-serif",
  fontWeightStrong: 500,
} as const;

export function readThemeMode(
  storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage,
): ThemeMode {
  try {
    const v = storage?.getItem(THEME_STORAGE_KEY);
    return THEME_MODES.includes(v as ThemeMode) ? (v as ThemeMode) : 'default';
  } catch {
    return 'default'; // storage blocked (privacy settings)
  }
}

export function writeThemeMode(
  mode: ThemeMode,
  storage: Pick<Storage, 'setItem'> | undefined = globalThis.localStorage,
): void {
  try {
    storage?.setItem(THEME_STORAGE_KEY, mode);
  } catch {
    // not persisted; the choice still applies to this page
  }
}

export const isDarkMode = (mode: ThemeMode, systemPrefersDark: boolean): boolean =>
  mode === 'dark' || (mode === 'system' && systemPrefersDark);

export function buildTheme(dark: boolean): ThemeConfig {
  return {
    token: { ...THEME_TOKENS },
    algorithm: dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    components: { Layout: { headerHeight: 56, headerPadding: '0 24px' } },
  };
}
