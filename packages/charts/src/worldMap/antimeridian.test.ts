import { describe, expect, it } from 'vitest';
import { splitRing } from './antimeridian.js';
import { getWorldGeometry } from './geometry.js';

describe('splitRing', () => {
  it('keeps a ring that does not cross the antimeridian', () => {
    const ring = [
      [10, 10],
      [20, 10],
      [20, 20],
      [10, 10],
    ];
    expect(splitRing(ring)).toEqual([ring]);
  });

  it('cuts a ring crossing 180° into a piece on each side', () => {
    const ring = [
      [170, 60],
      [-170, 60],
      [-170, 70],
      [170, 70],
      [170, 60],
    ];
    const [east, west] = splitRing(ring);
    expect(Math.min(...east!.map((p) => p[0]!))).toBe(170);
    expect(Math.max(...east!.map((p) => p[0]!))).toBe(180);
    expect(Math.min(...west!.map((p) => p[0]!))).toBe(-180);
    expect(Math.max(...west!.map((p) => p[0]!))).toBe(-170);
    expect(east![0]).toEqual(east![east!.length - 1]);
  });
});

describe('the world geometry', () => {
  it('has no ring spanning more than half the globe (no bands across the map)', () => {
    for (const f of getWorldGeometry().geojson.features) {
      const g = f.geometry;
      if (g.type !== 'MultiPolygon') continue;
      for (const [outer] of g.coordinates) {
        const lons = outer!.map((p) => p[0]!);
        expect(Math.max(...lons) - Math.min(...lons), f.properties.name).toBeLessThan(180);
        expect(Math.max(...lons)).toBeLessThanOrEqual(180);
        expect(Math.min(...lons)).toBeGreaterThanOrEqual(-180);
      }
    }
  });

  it("puts Russia's bubble in Siberia", () => {
    const [lon, lat] = getWorldGeometry().shapes.find((s) => s.key === '643')!.centroid;
    expect(lon).toBeGreaterThan(80);
    expect(lon).toBeLessThan(110);
    expect(lat).toBeGreaterThan(55);
  });
});
