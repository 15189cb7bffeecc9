/**
 * A country's subdivision shapes: the TopoJSON of shapes/<key>.topojson as GeoJSON for ECharts, each
 * feature named by its ISO 3166-2 code, with display names and the bounds of the drawn map on a
 * Web-Mercator projection (the projection Superset's country map uses).
 */
import type { Feature, FeatureCollection, Geometry, Position } from 'geojson';
import { feature } from 'topojson-client';
import type { GeometryCollection, Topology } from 'topojson-specification';

export interface RegionProperties {
  /** ISO 3166-2 code ("US-CA"). */
  iso: string;
  name: string;
}

export interface CountryShapes {
  geojson: FeatureCollection<Geometry, RegionProperties>;
  /** ISO code → display name. */
  names: Map<string, string>;
  /** [[west, north], [east, south]] in projected units (x = longitude, y = -Mercator latitude). */
  bounds: [[number, number], [number, number]];
}

const RADIANS = Math.PI / 180;
const MAX_LATITUDE = 85;

/** Web-Mercator in degrees, y pointing down (screen direction), as ECharts' projection hook wants. */
export function mercator([lon = 0, lat = 0]: readonly number[]): [number, number] {
  const phi = Math.max(-MAX_LATITUDE, Math.min(MAX_LATITUDE, lat)) * RADIANS;
  return [lon, -Math.log(Math.tan(Math.PI / 4 + phi / 2)) / RADIANS];
}

export function inverseMercator([x = 0, y = 0]: readonly number[]): [number, number] {
  return [x, (2 * Math.atan(Math.exp(-y * RADIANS)) - Math.PI / 2) / RADIANS];
}

const positionsOf = (g: Geometry): Position[][] =>
  g.type === 'Polygon' ? g.coordinates : g.type === 'MultiPolygon' ? g.coordinates.flat() : [];

/**
 * Countries across the antimeridian (Russia's Chukotka, Alaska's Aleutians, Fiji) get their western
 * longitudes moved by 360°, so the country is drawn in one piece instead of across the whole world.
 */
function unwrapAntimeridian(features: Feature<Geometry, RegionProperties>[]): void {
  const rings = features.flatMap((f) => (f.geometry ? positionsOf(f.geometry) : []));
  const lons = rings.flat().map((p) => p[0]!);
  if (Math.max(...lons) - Math.min(...lons) <= 180) return;
  for (const ring of rings) for (const p of ring) if (p[0]! < 0) p[0] = p[0]! + 360;
}

/** The shapes of one country from its TopoJSON text (object "regions", properties iso and name). */
export function parseCountryShapes(text: string): CountryShapes {
  const topology = JSON.parse(text) as Topology<{ regions: GeometryCollection<RegionProperties> }>;
  const collection = feature(topology, topology.objects.regions);
  const features = collection.features.filter((f) => f.geometry && f.properties.iso);
  unwrapAntimeridian(features);
  const names = new Map<string, string>();
  let [west, north, east, south] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const f of features) {
    f.properties.iso = f.properties.iso.toUpperCase();
    names.set(f.properties.iso, f.properties.name);
    for (const ring of positionsOf(f.geometry))
      for (const p of ring) {
        const [x, y] = mercator(p);
        west = Math.min(west, x);
        east = Math.max(east, x);
        north = Math.min(north, y);
        south = Math.max(south, y);
      }
  }
  return {
    geojson: { type: 'FeatureCollection', features },
    names,
    bounds: [
      [west, north],
      [east, south],
    ],
  };
}
