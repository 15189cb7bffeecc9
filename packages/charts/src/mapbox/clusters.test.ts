import { describe, expect, it } from 'vitest';
import { clusterValue, createClusterIndex, markersAt, type Marker } from './clusters.js';
import type { MapboxPoint } from './transformProps.js';

/** Deterministic pseudo-random points around a few cities. */
function points(n: number): MapboxPoint[] {
  const cities = [
    [-122.42, 37.77],
    [2.35, 48.86],
    [139.69, 35.69],
    [-46.63, -23.55],
  ];
  let seed = 7;
  const random = () => ((seed = (seed * 16807) % 2147483647) - 1) / 2147483646;
  return Array.from({ length: n }, (_, i) => {
    const [lon, lat] = cities[i % cities.length]!;
    return {
      lon: lon! + (random() - 0.5) * 2,
      lat: lat! + (random() - 0.5) * 2,
      metric: i % 10,
      radius: null,
    };
  });
}

const total = (markers: Marker[]) => markers.reduce((n, m) => n + (m.cluster ? m.count : 1), 0);

describe('clustering', () => {
  const data = points(10_000);
  const index = createClusterIndex(data, 60);

  it('keeps every one of 10,000 points, in a few clusters when zoomed out', () => {
    const world = markersAt(index, 1);
    expect(total(world)).toBe(10_000);
    expect(world.length).toBeLessThanOrEqual(8);
    expect(world.every((m) => m.cluster)).toBe(true);
  });

  it('splits clusters as the map zooms in, down to single points at the last level', () => {
    const counts = [0, 4, 8, 12].map((z) => markersAt(index, z).length);
    expect(counts).toEqual([...counts].sort((a, b) => a - b));
    expect(counts[3]!).toBeGreaterThan(counts[0]! * 10);
    const deepest = markersAt(index, 16);
    expect(total(deepest)).toBe(10_000);
    expect(deepest.filter((m) => !m.cluster).length).toBeGreaterThan(9_000);
  });

  it('labels clusters by size, or by the aggregate of the label column', () => {
    const all = createClusterIndex(
      [
        { lon: 0, lat: 0, metric: 2, radius: null },
        { lon: 0.001, lat: 0, metric: 4, radius: null },
        { lon: 0, lat: 0.001, metric: 'text', radius: null },
      ],
      60,
    );
    const [cluster] = markersAt(all, 0);
    if (!cluster?.cluster) throw new Error('expected one cluster');
    expect(cluster.count).toBe(3);
    expect(clusterValue(cluster, undefined)).toBe(3);
    expect(clusterValue(cluster, 'sum')).toBe(6);
    expect(clusterValue(cluster, 'mean')).toBe(3);
    expect(clusterValue(cluster, 'min')).toBe(2);
    expect(clusterValue(cluster, 'max')).toBe(4);
    expect(clusterValue(cluster, 'var')).toBe(1);
    expect(clusterValue(cluster, 'std')).toBe(1);
  });
});
