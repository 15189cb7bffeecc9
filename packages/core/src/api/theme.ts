/**
 * The wire contract of Superset's `/api/v1/theme/`: create and update bodies (both need the name and
 * the JSON text, as Superset's ThemePostSchema/ThemePutSchema), the theme as list and `GET {pk}` answer
 * it, and the check Superset's `is_valid_theme` makes of the JSON: an object whose `token` and
 * `components` are objects, `hashed` and `inherit` booleans, and `algorithm` a theme mode or a list.
 */
import { z } from 'zod';
import { createdChangedByFields, idUuidFields } from './fields.js';

/** Superset's ThemeMode: what a theme's `algorithm` may name. */
export const THEME_ALGORITHMS = ['default', 'dark', 'system', 'compact'] as const;
export type ThemeAlgorithm = (typeof THEME_ALGORITHMS)[number];

/** An antd theme configuration as a theme's `json_data` holds it. */
export interface ThemeConfigJson {
  token?: Record<string, unknown>;
  components?: Record<string, unknown>;
  algorithm?: ThemeAlgorithm | ThemeAlgorithm[];
  hashed?: boolean;
  inherit?: boolean;
  [key: string]: unknown;
}

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isAlgorithm = (v: unknown): v is ThemeAlgorithm =>
  typeof v === 'string' && (THEME_ALGORITHMS as readonly string[]).includes(v);

/** Superset's is_valid_theme. */
export function isValidThemeConfig(value: unknown): value is ThemeConfigJson {
  if (!isRecord(value)) return false;
  if ('token' in value && !isRecord(value.token)) return false;
  if ('components' in value && !isRecord(value.components)) return false;
  if ('hashed' in value && typeof value.hashed !== 'boolean') return false;
  if ('inherit' in value && typeof value.inherit !== 'boolean') return false;
  if ('algorithm' in value) {
    const a = value.algorithm;
    if (!(isAlgorithm(a) || (Array.isArray(a) && a.every(isAlgorithm)))) return false;
  }
  return true;
}

/** Where a theme's `token.fontUrls` may point (Superset's THEME_FONT_URL_ALLOWED_DOMAINS default). */
export const FONT_URL_DOMAINS = [
  'fonts.googleapis.com',
  'fonts.gstatic.com',
  'use.typekit.net',
  'use.typekit.com',
];
const MAX_FONT_URLS = 15;

/** Superset's validate_font_urls: its message for the first bad entry, or null. */
export function fontUrlsProblem(urls: unknown): string | null {
  if (urls === undefined || urls === null) return null;
  if (!Array.isArray(urls)) return 'fontUrls must be an array';
  if (urls.length > MAX_FONT_URLS) return `Maximum ${MAX_FONT_URLS} font URLs allowed per theme`;
  for (const [i, url] of urls.entries()) {
    if (typeof url !== 'string') return `fontUrls[${i}] must be a string`;
    let parsed: URL;
    try {
      parsed = new URL(url.trim());
    } catch {
      return `fontUrls[${i}] contains invalid URL`;
    }
    if (parsed.protocol !== 'https:') return `fontUrls[${i}] must use HTTPS`;
    if (!FONT_URL_DOMAINS.includes(parsed.host.toLowerCase()))
      return `fontUrls[${i}] domain '${parsed.host}' not in allowed list`;
  }
  return null;
}

/** The problem with a theme's JSON text as Superset words it, or null when it is a valid theme. */
export function themeJsonProblem(text: string): string | null {
  let config: unknown;
  try {
    config = JSON.parse(text);
  } catch {
    return 'Invalid JSON configuration';
  }
  if (isRecord(config) && isRecord(config.token)) {
    const fonts = fontUrlsProblem(config.token.fontUrls);
    if (fonts) return fonts;
  }
  return isValidThemeConfig(config) ? null : 'Invalid theme configuration structure';
}

const MISSING = 'Missing data for required field.';
const themeName = z
  .string({ error: (i) => (i.input === undefined ? MISSING : 'Not a valid string.') })
  .max(250)
  .refine((v) => v.trim() !== '', 'Theme name cannot be empty.');
const jsonData = z
  .string({ error: (i) => (i.input === undefined ? MISSING : 'Not a valid string.') })
  .superRefine((v, ctx) => {
    const problem = themeJsonProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });

/** `POST /api/v1/theme/` and `PUT /api/v1/theme/{pk}`: both fields, always. */
export const themeBodySchema = z.object({ theme_name: themeName, json_data: jsonData });
export type ThemeBody = z.infer<typeof themeBodySchema>;

/** One theme as the list and `GET {pk}` answer it. */
export const themeSchema = z.object({
  ...idUuidFields,
  theme_name: z.string(),
  json_data: z.string(),
  is_system: z.boolean(),
  is_system_default: z.boolean(),
  is_system_dark: z.boolean(),
  created_on: z.string(),
  changed_on: z.string(),
  changed_on_delta_humanized: z.string(),
  changed_by_name: z.string(),
  ...createdChangedByFields,
});
export type Theme = z.infer<typeof themeSchema>;

/** The signed-in user's theme choice (user menu): light, dark, or the browser's preference. */
export const THEME_MODES = ['default', 'dark', 'system'] as const;
export type ThemeMode = (typeof THEME_MODES)[number];

/**
 * `GET /api/v1/me/theme/`: the user's choice (null: never chosen) and the system default and dark
 * themes' configurations (null: none set; the built-in ones apply).
 */
export interface MyThemeResponse {
  result: {
    theme_mode: ThemeMode | null;
    default: ThemeConfigJson | null;
    dark: ThemeConfigJson | null;
  };
}
