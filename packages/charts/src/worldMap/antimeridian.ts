/**
 * world-atlas stitches polygons across the antimeridian (Russia's Chukotka, Fiji), so a ring may jump
 * from 179° to -179°. Drawn on a flat lon/lat plane such a ring becomes a band across the whole map:
 * each ring is unwrapped to continuous longitudes and cut at ±180°, the far part moved back by 360°.
 */
import type { Geometry, Position } from 'geojson';

/** Longitudes made continuous: no step larger than 180° between neighbours. */
function unwrap(ring: readonly Position[]): Position[] {
  let offset = 0;
  let previous = ring[0]?.[0] ?? 0;
  return ring.map(([lon = 0, lat = 0]) => {
    if (lon + offset - previous > 180) offset -= 360;
    else if (lon + offset - previous < -180) offset += 360;
    previous = lon + offset;
    return [previous, lat];
  });
}

/** The part of a closed ring on one side of the meridian `x` (Sutherland–Hodgman), closed again. */
function clipRing(ring: readonly Position[], x: number, keepWest: boolean): Position[] {
  const inside = (p: Position) => (keepWest ? p[0]! <= x : p[0]! >= x);
  const out: Position[] = [];
  for (let i = 0; i < ring.length - 1; i++) {
    const a = ring[i]!;
    const b = ring[i + 1]!;
    if (inside(a)) out.push(a);
    if (inside(a) !== inside(b)) {
      const t = (x - a[0]!) / (b[0]! - a[0]!);
      out.push([x, a[1]! + t * (b[1]! - a[1]!)]);
    }
  }
  if (out.length > 0) out.push(out[0]!);
  return out.length >= 4 ? out : [];
}

const shift = (ring: readonly Position[], by: number): Position[] =>
  ring.map(([lon = 0, lat = 0]) => [lon + by, lat]);

/** A ring as one or two rings inside [-180°, 180°]. */
export function splitRing(ring: readonly Position[]): Position[][] {
  const u = unwrap(ring);
  const lons = u.map((p) => p[0]!);
  const east = Math.max(...lons);
  const west = Math.min(...lons);
  if (east <= 180 && west >= -180) return [u];
  const edge = east > 180 ? 180 : -180;
  const near = clipRing(u, edge, edge > 0);
  const far = clipRing(u, edge, edge < 0);
  return [near, shift(far, edge > 0 ? -360 : 360)].filter((r) => r.length > 0);
}

/** Polygons and multipolygons cut at the antimeridian, as a MultiPolygon; other geometries as given. */
export function splitAtAntimeridian(geometry: Geometry): Geometry {
  if (geometry.type !== 'Polygon' && geometry.type !== 'MultiPolygon') return geometry;
  const polygons = geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates;
  const out: Position[][][] = [];
  for (const [outer, ...holes] of polygons) {
    if (!outer) continue;
    const pieces = splitRing(outer);
    // Holes of a cut polygon are rare at this scale; they stay with the first piece.
    pieces.forEach((piece, i) => out.push(i === 0 ? [piece, ...holes.map(unwrap)] : [piece]));
  }
  return { type: 'MultiPolygon', coordinates: out };
}
