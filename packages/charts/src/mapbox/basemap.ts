/**
 * The vector basemap drawn when no Mapbox token or tiles are configured: Natural Earth's land and
 * country borders (world-atlas, 1:50m) on Web Mercator, built once into canvas paths in world pixels
 * (zoom 0) and drawn with the view's transform, in the colours of the chosen Mapbox style. It needs
 * no network, so dashboards work offline and the tests see a real map. The atlas is a chunk of its
 * own, loaded after the chart's first paint.
 */
import type { Geometry, MultiLineString, Position } from 'geojson';
import { feature, mesh } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import { splitAtAntimeridian } from '../worldMap/antimeridian.js';
import { lonLatToWorld } from './viewport.js';

export interface BasemapPalette {
  water: string;
  land: string;
  border: string;
  coast: string;
}

const LIGHT: BasemapPalette = { water: '#dfe6ea', land: '#f7f7f5', border: '#c8c8c8', coast: '#b3bfc6' };
const DARK: BasemapPalette = { water: '#1d2023', land: '#343434', border: '#565656', coast: '#4a4f54' };
const SATELLITE: BasemapPalette = { water: '#0e2a3c', land: '#3d4a32', border: '#7b7f6a', coast: '#2b4a5c' };
const STREETS: BasemapPalette = { water: '#aad3df', land: '#f2efe9', border: '#b9a8b9', coast: '#8fb8c8' };

/** The palette of a Mapbox style URL (light unless it names dark, satellite, streets or outdoors). */
export function paletteOf(style: string): BasemapPalette {
  if (/dark/i.test(style)) return DARK;
  if (/satellite/i.test(style)) return SATELLITE;
  if (/streets|outdoors/i.test(style)) return STREETS;
  return LIGHT;
}

/** Rings or lines as path commands in world pixels; a jump across the antimeridian starts a new line. */
function tracePath(path: Path2D, lines: readonly Position[][], closed: boolean) {
  for (const line of lines) {
    let previous: number | undefined;
    line.forEach(([lon = 0, lat = 0], i) => {
      const [x, y] = lonLatToWorld(lon, lat);
      if (i === 0 || (previous !== undefined && Math.abs(lon - previous) > 180)) path.moveTo(x, y);
      else path.lineTo(x, y);
      previous = lon;
    });
    if (closed) path.closePath();
  }
}

const ringsOf = (g: Geometry): Position[][] =>
  g.type === 'Polygon' ? g.coordinates : g.type === 'MultiPolygon' ? g.coordinates.flat() : [];

export interface Basemap {
  land: Path2D;
  borders: Path2D;
}

let basemap: Promise<Basemap> | undefined;

/** The land and borders, loaded and built on first use (a browser API: Path2D). */
export function loadBasemap(): Promise<Basemap> {
  basemap ??= import('world-atlas/countries-50m.json', { with: { type: 'json' } }).then(
    ({ default: atlas }) => buildBasemap(atlas),
  );
  return basemap;
}

function buildBasemap(atlas: unknown): Basemap {
  const topology = atlas as Topology<{
    countries: GeometryCollection;
    land: GeometryCollection;
  }>;
  const land = new Path2D();
  for (const f of feature(topology, topology.objects.land).features)
    if (f.geometry) tracePath(land, ringsOf(splitAtAntimeridian(f.geometry)), true);
  const borders = new Path2D();
  const lines: MultiLineString = mesh(topology, topology.objects.countries, (a, b) => a !== b);
  tracePath(borders, lines.coordinates, false);
  return { land, borders };
}
