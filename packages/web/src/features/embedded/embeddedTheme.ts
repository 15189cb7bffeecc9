/**
 * The host's theme for the embedded page (the SDK's setThemeConfig / setThemeMode): Superset's theme
 * JSON is antd's theme config with `algorithm` named ("default", "dark", "compact" or a list).
 */
import { theme, type ThemeConfig } from 'antd';
import type { HostState } from './hostChannel';

const ALGORITHMS = {
  default: theme.defaultAlgorithm,
  dark: theme.darkAlgorithm,
  compact: theme.compactAlgorithm,
} as const;

type AlgorithmName = keyof typeof ALGORITHMS;
const isAlgorithm = (v: unknown): v is AlgorithmName => typeof v === 'string' && v in ALGORITHMS;

/** The antd theme the host asked for; null: the app's own. */
export function hostTheme(
  host: Pick<HostState, 'themeConfig' | 'themeMode'>,
  prefersDark: boolean,
): ThemeConfig | null {
  const { themeConfig, themeMode } = host;
  if (!themeConfig && !themeMode) return null;
  const named = themeConfig?.algorithm;
  const names = (Array.isArray(named) ? named : [named]).filter(isAlgorithm);
  const dark = themeMode === 'dark' || (themeMode === 'system' && prefersDark);
  if (themeMode && themeMode !== 'default') {
    const withoutBase = names.filter((n) => n !== 'default' && n !== 'dark');
    names.splice(0, names.length, dark ? 'dark' : 'default', ...withoutBase);
  }
  const token =
    themeConfig && typeof themeConfig.token === 'object' && themeConfig.token !== null
      ? themeConfig.token
      : {};
  return {
    token,
    ...(names.length > 0 && { algorithm: names.map((n) => ALGORITHMS[n]) }),
  };
}
