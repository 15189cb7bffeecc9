import { describe, expect, it } from 'vitest';
import { canSaveCssTemplate, cssTemplateBody } from './CssTemplateModal';

describe('CSS template dialog', () => {
  it('saves only with a name and some CSS', () => {
    expect(canSaveCssTemplate({ template_name: ' ', css: 'a{}' })).toBe(false);
    expect(canSaveCssTemplate({ template_name: 'Dark', css: '  ' })).toBe(false);
    expect(canSaveCssTemplate({ template_name: 'Dark', css: 'a{}' })).toBe(true);
  });

  it('sends the trimmed name and the CSS as typed', () => {
    expect(cssTemplateBody({ template_name: ' Dark ', css: ' .x { color: red; }\n' })).toEqual({
      template_name: 'Dark',
      css: ' .x { color: red; }\n',
    });
  });
});
