import { describe, expect, it } from 'vitest';
import { formDataOf, transformInput } from '../test-support/chartInput.js';
import { createClusterIndex, markersAt } from './clusters.js';
import { buildScene, kmToPixels, shortLabel } from './scene.js';
import { transformMapboxProps } from './transformProps.js';
import { fitBounds, lonLatToWorld, panBy, toScreen, viewOf, worldToLonLat, zoomAbout } from './viewport.js';

const rows = Array.from({ length: 1200 }, (_, i) => ({
  lon: -122.45 + (i % 40) * 0.002,
  lat: 37.75 + Math.floor(i / 40) * 0.002,
  pop: i,
}));
const props = transformMapboxProps(
  transformInput(
    formDataOf('mapbox', { all_columns_x: 'lon', all_columns_y: 'lat', clustering_radius: '60' }),
    [{ colnames: ['lat', 'lon', 'pop'], coltypes: [0, 0, 0], data: rows }],
    { width: 600, height: 400 },
  ),
);

describe('mapbox scene', () => {
  const index = createClusterIndex(props.points, props.clusteringRadius);

  it('draws one labelled glow for the crowd when zoomed out, the count as its label', () => {
    const view = viewOf({ longitude: -122.4, latitude: 37.8, zoom: 4 }, 600, 400);
    const marks = buildScene(markersAt(index, view.zoom), view, props);
    expect(marks).toHaveLength(1);
    expect(marks[0]).toMatchObject({ cluster: true, radius: 60, label: '1.2k' });
    const [x, y] = toScreen(view, lonLatToWorld(-122.411, 37.779));
    // At the centre of the points.
    expect(Math.abs(marks[0]!.x - x)).toBeLessThan(10);
    expect(Math.abs(marks[0]!.y - y)).toBeLessThan(10);
  });

  it('fits the points and splits them into several clusters, sized by the square root of their count', () => {
    const view = fitBounds(props.bounds!, 600, 400);
    const marks = buildScene(markersAt(index, view.zoom), view, props);
    expect(marks.length).toBeGreaterThan(4);
    for (const m of marks) {
      expect(m.x).toBeGreaterThanOrEqual(-60);
      expect(m.x).toBeLessThan(660);
      expect(m.radius).toBeGreaterThanOrEqual(10);
      expect(m.radius).toBeLessThanOrEqual(60);
    }
    expect(Math.max(...marks.map((m) => m.radius))).toBe(60);
  });

  it('leaves out what is off screen', () => {
    const view = viewOf({ longitude: 10, latitude: 50, zoom: 8 }, 600, 400);
    expect(buildScene(markersAt(index, 8), view, props)).toEqual([]);
  });

  it('sizes lone points by a radius column in kilometres', () => {
    const view = viewOf({ longitude: 0, latitude: 0, zoom: 5 }, 600, 400);
    const marks = buildScene([{ cluster: false, lon: 0, lat: 0, metric: null, radius: 50 }], view, {
      ...props,
      pointRadiusUnit: 'Kilometers',
    });
    expect(marks[0]).toMatchObject({ label: '50km' });
    expect(marks[0]!.radius).toBeCloseTo(kmToPixels(50, 0, 5), 0);
  });

  it('abbreviates large labels as Superset', () => {
    expect(shortLabel(12345)).toBe('12k');
    expect(shortLabel(1250)).toBe('1.3k');
    expect(shortLabel(999)).toBe('999');
  });
});

describe('viewport', () => {
  it('projects and unprojects Web Mercator', () => {
    const [lon, lat] = worldToLonLat(...lonLatToWorld(-122.4, 37.8));
    expect(lon).toBeCloseTo(-122.4, 6);
    expect(lat).toBeCloseTo(37.8, 6);
    expect(lonLatToWorld(0, 0)).toEqual([256, 256]);
  });

  it('zooms about the cursor and pans by a drag', () => {
    const view = viewOf({ longitude: 0, latitude: 0, zoom: 2 }, 600, 400);
    const at: [number, number] = [100, 100];
    const before = worldToLonLat(view.center[0] + (100 - 300) / 4, view.center[1] + (100 - 200) / 4);
    const zoomed = zoomAbout(view, 1, at);
    expect(zoomed.zoom).toBe(3);
    const after = worldToLonLat(zoomed.center[0] + (100 - 300) / 8, zoomed.center[1] + (100 - 200) / 8);
    expect(after[0]).toBeCloseTo(before[0], 6);
    expect(after[1]).toBeCloseTo(before[1], 6);
    expect(zoomAbout(view, 40, at).zoom).toBe(16);
    expect(panBy(view, 40, 0).center[0]).toBeCloseTo(view.center[0] - 10);
  });
});
