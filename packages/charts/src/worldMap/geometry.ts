/**
 * The world's country shapes (Natural Earth 1:110m from world-atlas) as GeoJSON for ECharts, each
 * named for display and keyed like the country matcher (ISO numeric code, else the atlas name), with
 * the centroid bubbles sit on. Built once, on first use; only the chart component imports this.
 */
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { splitAtAntimeridian } from './antimeridian.js';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';
import atlas from 'world-atlas/countries-110m.json' with { type: 'json' };
import { isoCountryName } from './countries.js';

export interface WorldShape {
  key: string;
  /** Display name: the atlas' short name unless abbreviated ("Dem. Rep. Congo"), else the ISO name. */
  name: string;
  /** [longitude, latitude] of the centroid of the shape's largest polygon. */
  centroid: [number, number];
}

export interface WorldGeometry {
  geojson: FeatureCollection<Geometry, { name: string }>;
  shapes: WorldShape[];
  /** [atlas name, key]: extra names for name matching ("Russia", "Laos", "Bosnia and Herz."). */
  atlasNames: [string, string][];
  /** [[west, south], [east, north]] of the drawn shapes, in degrees. */
  bounds: [[number, number], [number, number]];
}

/** Antarctica takes a sixth of the height and no one's data: left out, as most world maps do. */
const LEFT_OUT = new Set(['010']);

/** Signed area and centroid of a ring (shoelace, in degrees: fine for placing a bubble). */
function ringCentroid(ring: readonly Position[]): { area: number; x: number; y: number } {
  let area = 0;
  let cx = 0;
  let cy = 0;
  for (let i = 0, j = ring.length - 1; i < ring.length; j = i++) {
    const [x0 = 0, y0 = 0] = ring[j]!;
    const [x1 = 0, y1 = 0] = ring[i]!;
    const cross = x0 * y1 - x1 * y0;
    area += cross;
    cx += (x0 + x1) * cross;
    cy += (y0 + y1) * cross;
  }
  area /= 2;
  if (area === 0) return { area: 0, x: ring[0]?.[0] ?? 0, y: ring[0]?.[1] ?? 0 };
  return { area, x: cx / (6 * area), y: cy / (6 * area) };
}

/** The centroid of the largest polygon, so overseas parts do not pull a bubble into the sea. */
export function shapeCentroid(geometry: Geometry | null): [number, number] {
  const polygons =
    geometry?.type === 'Polygon'
      ? [geometry.coordinates]
      : geometry?.type === 'MultiPolygon'
        ? geometry.coordinates
        : [];
  let best = { area: -1, x: 0, y: 0 };
  for (const polygon of polygons) {
    const outer = polygon[0];
    if (!outer) continue;
    const c = ringCentroid(outer);
    if (Math.abs(c.area) > best.area) best = { ...c, area: Math.abs(c.area) };
  }
  return [best.x, best.y];
}

function buildWorldGeometry(): WorldGeometry {
  const topology = atlas as unknown as Topology<{ countries: GeometryCollection<{ name: string }> }>;
  const collection = feature(topology, topology.objects.countries);
  const shapes: WorldShape[] = [];
  const atlasNames: [string, string][] = [];
  const features: Feature<Geometry, { name: string }>[] = [];
  let south = 90;
  let north = -90;
  for (const f of collection.features) {
    const id = f.id === undefined ? undefined : String(f.id);
    if ((id && LEFT_OUT.has(id)) || !f.geometry) continue;
    const atlasName = f.properties.name;
    const key = id ?? atlasName;
    const name = (atlasName.includes('.') && id ? isoCountryName(id) : undefined) ?? atlasName;
    const geometry = splitAtAntimeridian(f.geometry);
    for (const polygon of geometry.type === 'MultiPolygon' ? geometry.coordinates : [])
      for (const [, lat = 0] of polygon[0] ?? []) {
        south = Math.min(south, lat);
        north = Math.max(north, lat);
      }
    atlasNames.push([atlasName, key]);
    shapes.push({ key, name, centroid: shapeCentroid(geometry) });
    features.push({ type: 'Feature', id: key, properties: { name }, geometry });
  }
  return {
    geojson: { type: 'FeatureCollection', features },
    shapes,
    atlasNames,
    bounds: [
      [-180, south],
      [180, north],
    ],
  };
}

let world: WorldGeometry | undefined;

export function getWorldGeometry(): WorldGeometry {
  world ??= buildWorldGeometry();
  return world;
}
