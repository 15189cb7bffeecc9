import { describe, expect, it } from 'vitest';
import { canSaveTheme, draftJsonProblem, themeBody } from './themeDraft';
import { systemTags } from './themeListConfig';

describe('theme dialog rules', () => {
  it('saves only a named, valid theme', () => {
    expect(canSaveTheme({ theme_name: 'Night', json_data: '{"algorithm":"dark"}' })).toBe(true);
    expect(canSaveTheme({ theme_name: ' ', json_data: '{}' })).toBe(false);
    expect(draftJsonProblem({ theme_name: 'x', json_data: '{"algorithm":"neon"}' })).toBe(
      'Invalid theme configuration structure',
    );
    expect(draftJsonProblem({ theme_name: 'x', json_data: '{' })).toBe('Invalid JSON configuration');
    expect(draftJsonProblem({ theme_name: 'x', json_data: '' })).toBe('Invalid JSON configuration');
    expect(themeBody({ theme_name: ' Night ', json_data: '{}' })).toEqual({
      theme_name: 'Night',
      json_data: '{}',
    });
  });

  it('tags the system themes', () => {
    expect(systemTags({ is_system: false, is_system_default: true, is_system_dark: true })).toEqual([
      'Default',
      'Dark',
    ]);
    expect(systemTags({ is_system: false, is_system_default: false, is_system_dark: false })).toEqual([]);
  });
});
