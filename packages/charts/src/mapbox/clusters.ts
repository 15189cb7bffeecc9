/**
 * Point clustering (supercluster, Mapbox's): the points indexed once per data and radius; at a
 * zoom, the clusters and the points left alone. With a label column, clusters carry the sum, sum of
 * squares, minimum and maximum of its numbers, so a cluster's label is the chosen aggregate
 * (Superset's pandas_aggfunc: sum, mean, min, max, std, var); without one, the number of points.
 */
import Supercluster from 'supercluster';
import type { ClusterAggregate } from './formData.js';
import type { MapboxPoint } from './transformProps.js';
import { MAX_ZOOM } from './viewport.js';

export interface PointProps {
  metric: number | string | null;
  radius: number | null;
}

export interface ClusterStats {
  sum: number;
  squaredSum: number;
  min: number;
  max: number;
  /** How many of the cluster's points had a number. */
  n: number;
}

export type ClusterIndex = Supercluster<PointProps, ClusterStats>;

export type Marker =
  | { cluster: true; lon: number; lat: number; count: number; stats: ClusterStats }
  | { cluster: false; lon: number; lat: number; metric: number | string | null; radius: number | null };

export function createClusterIndex(points: readonly MapboxPoint[], radius: number): ClusterIndex {
  const index = new Supercluster<PointProps, ClusterStats>({
    maxZoom: MAX_ZOOM,
    radius,
    map: (p) => {
      const v = typeof p.metric === 'number' ? p.metric : null;
      return v === null
        ? { sum: 0, squaredSum: 0, min: Infinity, max: -Infinity, n: 0 }
        : { sum: v, squaredSum: v * v, min: v, max: v, n: 1 };
    },
    reduce: (acc, p) => {
      acc.sum += p.sum;
      acc.squaredSum += p.squaredSum;
      acc.min = Math.min(acc.min, p.min);
      acc.max = Math.max(acc.max, p.max);
      acc.n += p.n;
    },
  });
  index.load(
    points.map((p) => ({
      type: 'Feature' as const,
      geometry: { type: 'Point' as const, coordinates: [p.lon, p.lat] },
      properties: { metric: p.metric, radius: p.radius },
    })),
  );
  return index;
}

/** The clusters and lone points at a zoom level (rounded, as the index holds whole levels). */
export function markersAt(index: ClusterIndex, zoom: number): Marker[] {
  const level = Math.max(0, Math.min(MAX_ZOOM, Math.round(zoom)));
  return index.getClusters([-180, -90, 180, 90], level).map((f): Marker => {
    const [lon = 0, lat = 0] = f.geometry.coordinates;
    const p = f.properties;
    if ('cluster' in p && p.cluster) {
      const { sum, squaredSum, min, max, n } = p;
      return { cluster: true, lon, lat, count: p.point_count, stats: { sum, squaredSum, min, max, n } };
    }
    const point = p as PointProps;
    return { cluster: false, lon, lat, metric: point.metric, radius: point.radius };
  });
}

const round2 = (v: number) => Math.round(100 * v) / 100;

/** A cluster's label: its size, or the aggregate of its label column's numbers. */
export function clusterValue(
  marker: Extract<Marker, { cluster: true }>,
  aggregation: ClusterAggregate | undefined,
): number {
  const { sum, squaredSum, min, max, n } = marker.stats;
  if (!aggregation) return marker.count;
  if (n === 0) return NaN;
  if (aggregation === 'sum') return sum;
  if (aggregation === 'min') return min;
  if (aggregation === 'max') return max;
  const mean = sum / n;
  if (aggregation === 'mean') return round2(mean);
  const variance = Math.max(0, squaredSum / n - mean * mean);
  return round2(aggregation === 'var' ? variance : Math.sqrt(variance));
}
