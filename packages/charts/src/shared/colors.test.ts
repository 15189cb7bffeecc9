import { describe, expect, it } from 'vitest';
import { SharedLabelColors, createColorScale, getSchemeColors } from './colors.js';

describe('SharedLabelColors', () => {
  it('gives a label the same colour in every chart of a dashboard', () => {
    const shared = new SharedLabelColors();
    const a = createColorScale('supersetColors', shared.forChart(undefined));
    const b = createColorScale('supersetColors', shared.forChart({}));
    const colors = getSchemeColors('supersetColors');
    expect(a('Classic Cars')).toBe(colors[0]);
    expect(b('Motorcycles')).toBe(colors[1]);
    expect(b('Classic Cars')).toBe(colors[0]);
    expect(a('Motorcycles')).toBe(colors[1]);
  });

  it('lets dashboard label_colors win over a chart’s own, and a chart’s own over the shared order', () => {
    const shared = new SharedLabelColors({ Ships: '#000000' });
    const scale = createColorScale('nope', shared.forChart({ Ships: '#111111', Trains: '#222222' }));
    expect(scale('Ships')).toBe('#000000');
    expect(scale('Trains')).toBe('#222222');
    // An unknown scheme falls back to the default one.
    expect(scale('Planes')).toBe(getSchemeColors('supersetColors')[0]);
    expect(shared.toJSON()).toEqual({ Planes: getSchemeColors('supersetColors')[0], Ships: '#000000' });
  });
});
