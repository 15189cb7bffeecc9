import { describe, expect, it } from 'vitest';
import { hidesNavigation, parseUiConfig } from './uiConfig';

describe('parseUiConfig', () => {
  it('reads each bit of the uiConfig mask', () => {
    expect(parseUiConfig('?uiConfig=1')).toMatchObject({ hideTitle: true, hideTab: false, hideNav: false });
    expect(parseUiConfig('?uiConfig=6')).toMatchObject({ hideTitle: false, hideTab: true, hideNav: true });
    expect(parseUiConfig('?uiConfig=63')).toEqual({
      hideTitle: true,
      hideTab: true,
      hideNav: true,
      hideChartControls: true,
      emitDataMasks: true,
      showRowLimitWarning: true,
    });
  });

  it('treats standalone=1|true as no navigation and 2 as no navigation and title', () => {
    expect(hidesNavigation('?standalone=1')).toBe(true);
    expect(hidesNavigation('?standalone=true')).toBe(true);
    expect(parseUiConfig('?standalone=true').hideTitle).toBe(false);
    expect(parseUiConfig('?standalone=2')).toMatchObject({ hideNav: true, hideTitle: true });
  });

  it('ignores missing or malformed values', () => {
    expect(hidesNavigation('')).toBe(false);
    expect(hidesNavigation('?standalone=0&uiConfig=abc')).toBe(false);
    expect(hidesNavigation('?standalone=false')).toBe(false);
  });
});
