/** The pure rules of the theme dialog: what a save sends and when it may. */
import { themeJsonProblem, type ThemeBody } from '@meridian/core';

export interface ThemeDraft {
  theme_name: string;
  json_data: string;
}

/** The JSON's problem in Superset's words, null when it is a valid theme (empty text is a problem). */
export const draftJsonProblem = (d: ThemeDraft): string | null =>
  d.json_data.trim() === '' ? 'Invalid JSON configuration' : themeJsonProblem(d.json_data);

export const canSaveTheme = (d: ThemeDraft) => d.theme_name.trim() !== '' && draftJsonProblem(d) === null;

/** The body a save sends: the trimmed name and the JSON as typed. */
export const themeBody = (d: ThemeDraft): ThemeBody => ({
  theme_name: d.theme_name.trim(),
  json_data: d.json_data,
});
