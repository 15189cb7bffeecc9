/**
 * Gallery thumbnails: a small schematic SVG per viz type, drawn here (no images shipped), as data
 * URIs. A separate entry (`@meridian/charts/thumbnails`) the gallery loads on demand, so dashboards
 * never carry it.
 */
import { CARTESIAN } from './cartesian.js';
import { FLOWS } from './flows.js';
import { GRIDS } from './grids.js';
import { MAPS } from './maps.js';
import { PARTS } from './parts.js';
import { card } from './svg.js';
import { TABLES } from './tables.js';

const DRAWERS: Record<string, () => string> = {
  ...CARTESIAN,
  ...PARTS,
  ...TABLES,
  ...MAPS,
  ...FLOWS,
  ...GRIDS,
};

/** The viz types with a thumbnail of their own. */
export const THUMBNAIL_VIZ_TYPES: readonly string[] = Object.keys(DRAWERS);

const cache = new Map<string, string>();

/** The viz type's thumbnail as a data URI; a line chart's for a type without one. */
export function vizThumbnail(vizType: string): string {
  let uri = cache.get(vizType);
  if (!uri) {
    uri = card((DRAWERS[vizType] ?? DRAWERS.echarts_timeseries_line!)());
    cache.set(vizType, uri);
  }
  return uri;
}

/** Whether the type has its own thumbnail (not the fallback). */
export const hasVizThumbnail = (vizType: string): boolean => vizType in DRAWERS;
