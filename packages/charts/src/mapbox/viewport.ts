/**
 * Web-Mercator viewport math (the projection of Mapbox and of every tile map): longitude/latitude ↔
 * "world" pixels at zoom 0 (a 512-pixel square, as Mapbox GL), the view's centre and zoom, fitting
 * bounds, zooming about a point.
 */
import type { LonLatBounds, MapboxViewport } from './transformProps.js';

export const TILE_SIZE = 512;
export const MIN_ZOOM = 0;
/** Superset's DEFAULT_MAX_ZOOM: clusters are computed up to here. */
export const MAX_ZOOM = 16;
const MAX_LATITUDE = 85.051129;
const RADIANS = Math.PI / 180;

/** [x, y] in world pixels at zoom 0: x from 0 (180°W) to 512, y from 0 (north) to 512. */
export function lonLatToWorld(lon: number, lat: number): [number, number] {
  const phi = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * RADIANS;
  const x = ((lon + 180) / 360) * TILE_SIZE;
  const y = ((1 - Math.log(Math.tan(phi) + 1 / Math.cos(phi)) / Math.PI) / 2) * TILE_SIZE;
  return [x, y];
}

export function worldToLonLat(x: number, y: number): [number, number] {
  const lon = (x / TILE_SIZE) * 360 - 180;
  const n = Math.PI - (2 * Math.PI * y) / TILE_SIZE;
  return [lon, Math.atan(Math.sinh(n)) / RADIANS];
}

export const clampZoom = (zoom: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, zoom));

/** A view: where its centre is in world pixels (zoom 0) and how far it is zoomed. */
export interface View {
  width: number;
  height: number;
  center: [number, number];
  zoom: number;
}

export function viewOf(viewport: MapboxViewport, width: number, height: number): View {
  return {
    width,
    height,
    center: lonLatToWorld(viewport.longitude, viewport.latitude),
    zoom: clampZoom(viewport.zoom),
  };
}

export function viewportOf(view: View): MapboxViewport {
  const [longitude, latitude] = worldToLonLat(...view.center);
  return { longitude, latitude, zoom: view.zoom };
}

/** Screen pixels of a world point (zoom 0) in the view. */
export function toScreen(view: View, [x, y]: readonly [number, number]): [number, number] {
  const k = 2 ** view.zoom;
  return [(x - view.center[0]) * k + view.width / 2, (y - view.center[1]) * k + view.height / 2];
}

/** The view fitting the bounds with some padding (a lone point gets a city-scale zoom). */
export function fitBounds(bounds: LonLatBounds, width: number, height: number, padding = 20): View {
  const [[west, south], [east, north]] = bounds;
  const [x0, y1] = lonLatToWorld(west, south);
  const [x1, y0] = lonLatToWorld(east, north);
  const dx = x1 - x0;
  const dy = y1 - y0;
  const room = [Math.max(1, width - 2 * padding), Math.max(1, height - 2 * padding)] as const;
  const zoom =
    dx === 0 && dy === 0 ? 10 : Math.log2(Math.min(room[0] / (dx || 1e-9), room[1] / (dy || 1e-9)));
  return { width, height, center: [(x0 + x1) / 2, (y0 + y1) / 2], zoom: clampZoom(zoom) };
}

/** The view zoomed by `delta` levels keeping the world point under the screen point `at` in place. */
export function zoomAbout(view: View, delta: number, at: readonly [number, number]): View {
  const zoom = clampZoom(view.zoom + delta);
  const k0 = 2 ** view.zoom;
  const k1 = 2 ** zoom;
  const wx = view.center[0] + (at[0] - view.width / 2) / k0;
  const wy = view.center[1] + (at[1] - view.height / 2) / k0;
  return {
    ...view,
    zoom,
    center: [wx - (at[0] - view.width / 2) / k1, wy - (at[1] - view.height / 2) / k1],
  };
}

/** The view moved by a drag of (dx, dy) screen pixels; latitude kept inside the world. */
export function panBy(view: View, dx: number, dy: number): View {
  const k = 2 ** view.zoom;
  const y = Math.min(TILE_SIZE, Math.max(0, view.center[1] - dy / k));
  return { ...view, center: [view.center[0] - dx / k, y] };
}
