/**
 * Stored themes (Superset's `json_data`: an antd theme configuration whose `algorithm` names modes)
 * turned into antd's ThemeConfig, and the presets the theme dialog starts from. A stored theme is
 * laid over the app's own tokens (spec: primary #2893B3, Inter, strong weight 500), so a theme that
 * sets only some tokens keeps the rest.
 */
import type { ThemeAlgorithm, ThemeConfigJson } from '@meridian/core';
import { theme as antdTheme, type ThemeConfig } from 'antd';
import { THEME_TOKENS, buildTheme } from './theme';

type Algorithm = typeof antdTheme.defaultAlgorithm;
const ALGORITHMS: Record<Exclude<ThemeAlgorithm, 'system'>, Algorithm> = {
  default: antdTheme.defaultAlgorithm,
  dark: antdTheme.darkAlgorithm,
  compact: antdTheme.compactAlgorithm,
};

const asList = (a: ThemeConfigJson['algorithm']): ThemeAlgorithm[] =>
  a === undefined ? [] : Array.isArray(a) ? a : [a];

/** Whether the stored theme is a dark one ("system" follows the browser). */
export function jsonIsDark(json: ThemeConfigJson, systemPrefersDark: boolean): boolean | undefined {
  const list = asList(json.algorithm);
  if (list.includes('dark')) return true;
  if (list.includes('system')) return systemPrefersDark;
  return list.includes('default') ? false : undefined;
}

/**
 * antd's configuration of a stored theme. Without a light/dark algorithm of its own it takes
 * `darkByDefault` (the mode of what surrounds it).
 */
export function themeFromJson(
  json: ThemeConfigJson,
  darkByDefault: boolean,
  systemPrefersDark = false,
): ThemeConfig {
  const base = buildTheme(darkByDefault);
  const dark = jsonIsDark(json, systemPrefersDark) ?? darkByDefault;
  const algorithms: Algorithm[] = [dark ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm];
  if (asList(json.algorithm).includes('compact')) algorithms.push(ALGORITHMS.compact);
  return {
    ...base,
    ...(json.hashed !== undefined && { hashed: json.hashed }),
    ...(json.inherit !== undefined && { inherit: json.inherit }),
    token: { ...base.token, ...(json.token as ThemeConfig['token']) },
    components: { ...base.components, ...(json.components as ThemeConfig['components']) },
    algorithm: algorithms.length === 1 ? algorithms[0] : algorithms,
  };
}

/** The theme's JSON text parsed, or null when it is not an object (the editor shows why). */
export function parseThemeJson(text: string): ThemeConfigJson | null {
  try {
    const v: unknown = JSON.parse(text);
    return typeof v === 'object' && v !== null && !Array.isArray(v) ? (v as ThemeConfigJson) : null;
  } catch {
    return null;
  }
}

const TOKENS = { colorPrimary: THEME_TOKENS.colorPrimary, fontFamily: THEME_TOKENS.fontFamily };

/** The presets the theme dialog offers (spec 2 §3: default, dark, compact, funky, funky dark). */
export const THEME_PRESETS: { key: string; label: string; json: ThemeConfigJson }[] = [
  { key: 'default', label: 'Default', json: { token: { ...TOKENS }, algorithm: 'default' } },
  { key: 'dark', label: 'Dark', json: { token: { ...TOKENS }, algorithm: 'dark' } },
  { key: 'compact', label: 'Compact', json: { token: { ...TOKENS }, algorithm: ['default', 'compact'] } },
  {
    key: 'funky',
    label: 'Funky',
    json: {
      token: {
        colorPrimary: '#ff1ca4',
        colorInfo: '#7d4cdb',
        borderRadius: 12,
        fontFamily: TOKENS.fontFamily,
      },
      algorithm: 'default',
    },
  },
  {
    key: 'funky-dark',
    label: 'Funky dark',
    json: {
      token: {
        colorPrimary: '#ff1ca4',
        colorInfo: '#7d4cdb',
        borderRadius: 12,
        fontFamily: TOKENS.fontFamily,
      },
      algorithm: 'dark',
    },
  },
];

export const presetText = (json: ThemeConfigJson) => JSON.stringify(json, null, 2);
