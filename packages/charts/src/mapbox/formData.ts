/** The form data mapbox reads (Superset's legacy MapBox keys and defaults). */
import type { QueryColumn } from '@meridian/core';
import type { z } from 'zod';
import {
  baseFormDataSchema,
  boolField,
  columnsField,
  optionalNumberField,
  readField,
  textField,
} from '../sdk/formDataSchema.js';

const columnField = () =>
  readField((v) => (v === null || v === undefined || v === '' ? undefined : (v as QueryColumn)));

export const POINT_RADIUS_UNITS = ['Pixels', 'Miles', 'Kilometers'] as const;
export type PointRadiusUnit = (typeof POINT_RADIUS_UNITS)[number];

export const CLUSTER_AGGREGATES = ['sum', 'mean', 'min', 'max', 'std', 'var'] as const;
export type ClusterAggregate = (typeof CLUSTER_AGGREGATES)[number];

export const DEFAULT_MAPBOX_COLOR = 'rgb(0, 139, 139)';
export const DEFAULT_MAPBOX_STYLE = 'mapbox://styles/mapbox/light-v9';

export const mapboxFormDataSchema = baseFormDataSchema.extend({
  /** Longitude column. */
  all_columns_x: columnField(),
  /** Latitude column. */
  all_columns_y: columnField(),
  groupby: columnsField(),
  clustering_radius: readField((v) => {
    const n = Number(v ?? 60);
    return Number.isFinite(n) && n >= 0 ? n : 60;
  }),
  /** "Auto" or a numeric column. */
  point_radius: readField((v) => (v === null || v === undefined || v === '' ? 'Auto' : (v as QueryColumn))),
  point_radius_unit: readField((v): PointRadiusUnit =>
    POINT_RADIUS_UNITS.includes(v as PointRadiusUnit) ? (v as PointRadiusUnit) : 'Pixels',
  ),
  /** One column (a list as Superset saves it) labelling points; "count" with a group by. */
  mapbox_label: readField((v): string[] =>
    (Array.isArray(v) ? v : v === null || v === undefined || v === '' ? [] : [v]).map(String),
  ),
  pandas_aggfunc: readField((v): ClusterAggregate =>
    CLUSTER_AGGREGATES.includes(v as ClusterAggregate) ? (v as ClusterAggregate) : 'sum',
  ),
  render_while_dragging: boolField(true),
  mapbox_style: textField(DEFAULT_MAPBOX_STYLE),
  global_opacity: readField((v) => {
    const n = Number(v ?? 1);
    return Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 1;
  }),
  mapbox_color: textField(DEFAULT_MAPBOX_COLOR),
  viewport_longitude: optionalNumberField(),
  viewport_latitude: optionalNumberField(),
  viewport_zoom: optionalNumberField(),
});
export type MapboxFormData = z.output<typeof mapboxFormDataSchema>;
