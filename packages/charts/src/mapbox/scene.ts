/**
 * What the overlay draws at a view, as plain marks (Superset's ScatterPlotGlowOverlay): a cluster is a
 * glowing disc sized by the square root of its label against the largest on screen, labelled with it
 * (10k, 1.2k); a lone point is a disc of a sixth of the point radius, or sized by its radius column
 * (pixels scaled between a sixth and a third of it, or kilometres/miles at its latitude), labelled
 * with its label value or radius. Marks off screen are left out.
 */
import { clusterValue, type Marker } from './clusters.js';
import type { MapboxChartProps } from './transformProps.js';
import { lonLatToWorld, TILE_SIZE, toScreen, type View } from './viewport.js';

export const MIN_CLUSTER_RADIUS_RATIO = 1 / 6;
export const MAX_POINT_RADIUS_RATIO = 1 / 3;
const KM_PER_MILE = 1.60934;
const EARTH_CIRCUMFERENCE_KM = 40075.016686;

export interface Mark {
  cluster: boolean;
  x: number;
  y: number;
  radius: number;
  label: string | undefined;
}

type SceneProps = Pick<
  MapboxChartProps,
  'pointRadius' | 'pointRadiusUnit' | 'hasCustomMetric' | 'aggregatorName'
>;

const round = (v: number, places: number) => Math.round(v * 10 ** places) / 10 ** places;

/** Superset's short cluster labels: 12k from 10,000 up, 1.2k from 1,000 up. */
export function shortLabel(value: number): string {
  const abs = Math.abs(value);
  const sign = value < 0 ? '-' : '';
  if (abs >= 10000) return `${sign}${Math.round(abs / 1000)}k`;
  if (abs >= 1000) return `${sign}${Math.round(abs / 100) / 10}k`;
  return String(value);
}

/** Kilometres on the ground → screen pixels at a latitude and zoom (Web Mercator). */
export function kmToPixels(km: number, latitude: number, zoom: number): number {
  const kmPerPixel =
    (EARTH_CIRCUMFERENCE_KM * Math.cos(latitude * (Math.PI / 180))) / (TILE_SIZE * 2 ** zoom);
  return km / kmPerPixel;
}

export function buildScene(markers: readonly Marker[], view: View, props: SceneProps): Mark[] {
  const radius = props.pointRadius;
  const minRadius = radius * MIN_CLUSTER_RADIUS_RATIO;
  const maxPointRadius = radius * MAX_POINT_RADIUS_RATIO;
  const aggregation = props.hasCustomMetric ? props.aggregatorName : undefined;

  const placed = markers
    .map((m) => ({ m, at: toScreen(view, lonLatToWorld(m.lon, m.lat)) }))
    .filter(
      ({ at: [x, y] }) =>
        x + radius >= 0 && x - radius < view.width && y + radius >= 0 && y - radius < view.height,
    );

  const clusterValues = placed.flatMap(({ m }) => (m.cluster ? [clusterValue(m, aggregation)] : []));
  const finite = clusterValues.filter(Number.isFinite);
  const maxAbs = Math.max(1e-9, ...finite.map(Math.abs));
  const radii = placed.flatMap(({ m }) => (!m.cluster && m.radius !== null ? [m.radius] : []));
  const [minValue, maxValue] = [Math.min(...radii), Math.max(...radii)];

  return placed.map(({ m, at: [x, y] }): Mark => {
    if (m.cluster) {
      const value = clusterValue(m, aggregation);
      const ratio = Number.isFinite(value) ? Math.abs(value) / maxAbs : 0;
      return {
        cluster: true,
        x,
        y,
        radius: round(minRadius + Math.sqrt(ratio) * (radius - minRadius), 1),
        label: Number.isFinite(value) ? shortLabel(value) : undefined,
      };
    }
    let r = minRadius;
    let label: string | undefined;
    if (m.radius !== null) {
      label = String(round(m.radius, 2));
      if (props.pointRadiusUnit === 'Kilometers') {
        label = `${label}km`;
        r = kmToPixels(m.radius, m.lat, view.zoom);
      } else if (props.pointRadiusUnit === 'Miles') {
        label = `${label}mi`;
        r = kmToPixels(m.radius * KM_PER_MILE, m.lat, view.zoom);
      } else
        r =
          maxValue > minValue
            ? minRadius + ((m.radius - minValue) / (maxValue - minValue)) * (maxPointRadius - minRadius)
            : (minRadius + maxPointRadius) / 2;
    }
    if (m.metric !== null) label = typeof m.metric === 'number' ? String(round(m.metric, 2)) : m.metric;
    return { cluster: false, x, y, radius: round(r > 0 ? r : minRadius, 1), label };
  });
}
