/**
 * Chart-data result → MapBox props: the points (longitude, latitude, label value, radius value), their
 * bounds and the drawing settings. Clustering happens in the lazily loaded component (clusters.ts),
 * so its library stays out of the dashboard's first JavaScript.
 */
import { getColumnLabel } from '@meridian/core';
import type { ChartTransformInput } from '../sdk/plugin.js';
import { toNumberOrNull } from '../shared/chartData.js';
import { readChartInput } from '../shared/chartInput.js';
import { COUNT_LABEL } from './buildQuery.js';
import { mapboxFormDataSchema, type ClusterAggregate, type PointRadiusUnit } from './formData.js';

/** Superset's radius of a full-size cluster, in pixels ("Auto"). */
export const DEFAULT_POINT_RADIUS = 60;

export interface MapboxPoint {
  lon: number;
  lat: number;
  /** The label column's value: numbers are aggregated in clusters, text only labels single points. */
  metric: number | string | null;
  /** The point radius column's value, in the radius unit. */
  radius: number | null;
}

export type LonLatBounds = [[west: number, south: number], [east: number, north: number]];

export interface MapboxViewport {
  longitude: number;
  latitude: number;
  zoom: number;
}

export interface MapboxChartProps {
  width: number;
  height: number;
  points: MapboxPoint[];
  /** Of the points; undefined without any. */
  bounds: LonLatBounds | undefined;
  /** A label column is chosen: clusters show its aggregate instead of their size. */
  hasCustomMetric: boolean;
  aggregatorName: ClusterAggregate;
  clusteringRadius: number;
  pointRadius: number;
  pointRadiusUnit: PointRadiusUnit;
  globalOpacity: number;
  /** [r, g, b] of mapbox_color; null when it is not an rgb(r, g, b) colour. */
  rgb: [number, number, number] | null;
  mapStyle: string;
  renderWhileDragging: boolean;
  /** The saved viewport; without it the map fits the points. */
  viewport: MapboxViewport | undefined;
}

/** Superset's accepted colour form, rgb(r, g, b). */
export function parseRgb(color: string): [number, number, number] | null {
  const m = /^rgb\((\d{1,3}),\s*(\d{1,3}),\s*(\d{1,3})\)$/.exec(color.trim());
  if (!m) return null;
  const channels = [m[1], m[2], m[3]].map(Number);
  return channels.every((c) => c <= 255) ? (channels as [number, number, number]) : null;
}

const labelValue = (value: unknown): number | string | null => {
  if (value === null || value === undefined) return null;
  const n = toNumberOrNull(value);
  if (n !== null) return n;
  return typeof value === 'string' ? value : JSON.stringify(value);
};

export function transformMapboxProps(input: ChartTransformInput): MapboxChartProps {
  const { width, height } = input;
  const { formData: fd, result } = readChartInput(input, mapboxFormDataSchema);
  const xLabel = fd.all_columns_x === undefined ? undefined : getColumnLabel(fd.all_columns_x);
  const yLabel = fd.all_columns_y === undefined ? undefined : getColumnLabel(fd.all_columns_y);
  const label = fd.mapbox_label[0];
  const radiusLabel = fd.point_radius === 'Auto' ? undefined : getColumnLabel(fd.point_radius);
  const points: MapboxPoint[] = [];
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  if (xLabel !== undefined && yLabel !== undefined)
    for (const row of result.data) {
      const lon = toNumberOrNull(row[xLabel]);
      const lat = toNumberOrNull(row[yLabel]);
      if (lon === null || lat === null || Math.abs(lon) > 180 || Math.abs(lat) > 90) continue;
      points.push({
        lon,
        lat,
        metric: label === undefined ? null : labelValue(row[label === COUNT_LABEL ? COUNT_LABEL : label]),
        radius: radiusLabel === undefined ? null : toNumberOrNull(row[radiusLabel]),
      });
      west = Math.min(west, lon);
      east = Math.max(east, lon);
      south = Math.min(south, lat);
      north = Math.max(north, lat);
    }
  const { viewport_longitude: longitude, viewport_latitude: latitude, viewport_zoom: zoom } = fd;
  return {
    width,
    height,
    points,
    bounds:
      points.length > 0
        ? [
            [west, south],
            [east, north],
          ]
        : undefined,
    hasCustomMetric: label !== undefined,
    aggregatorName: fd.pandas_aggfunc,
    clusteringRadius: fd.clustering_radius,
    pointRadius: DEFAULT_POINT_RADIUS,
    pointRadiusUnit: fd.point_radius_unit,
    globalOpacity: fd.global_opacity,
    rgb: parseRgb(fd.mapbox_color),
    mapStyle: fd.mapbox_style,
    renderWhileDragging: fd.render_while_dragging,
    viewport:
      longitude !== undefined && latitude !== undefined && zoom !== undefined
        ? { longitude, latitude, zoom }
        : undefined,
  };
}
