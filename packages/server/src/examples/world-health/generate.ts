/**
 * Rows of `wb_health_population`: one row per country and year (1960-2014) with World Bank style
 * indicators, grown backwards from each country's 2014 figures: faster population growth and
 * urbanisation in developing regions, rising life expectancy (with the HIV dip in southern
 * Africa), falling birth and child-mortality rates, ageing populations and nominal GDP growth.
 */
import { Rng } from '../prng.js';
import type { Row } from '../table-writer.js';
import { COUNTRIES, REGIONS, type Country, type RegionCode } from './countries.js';

export const HEALTH_YEARS = { first: 1960, last: 2014 };

/** Per region: yearly population growth, urban share in 1960 relative to 2014, life-expectancy gain, nominal GDP growth. */
const REGION_TRENDS: Record<
  RegionCode,
  { growth: number; urban1960: number; lifeGain: number; gdpGrowth: number }
> = {
  EAP: { growth: 0.016, urban1960: 0.45, lifeGain: 24, gdpGrowth: 0.075 },
  ECA: { growth: 0.006, urban1960: 0.78, lifeGain: 8, gdpGrowth: 0.06 },
  LAC: { growth: 0.019, urban1960: 0.62, lifeGain: 18, gdpGrowth: 0.055 },
  MNA: { growth: 0.027, urban1960: 0.55, lifeGain: 25, gdpGrowth: 0.065 },
  NAC: { growth: 0.011, urban1960: 0.88, lifeGain: 9, gdpGrowth: 0.054 },
  SAS: { growth: 0.021, urban1960: 0.5, lifeGain: 24, gdpGrowth: 0.055 },
  SSA: { growth: 0.027, urban1960: 0.35, lifeGain: 17, gdpGrowth: 0.055 },
};
const GULF = new Set(['ARE', 'QAT', 'KWT', 'BHR', 'OMN', 'SAU']);

/** Piecewise-linear lookup over [x, y] points sorted by x. */
function interpolate(points: [number, number][], x: number): number {
  const first = points[0] as [number, number];
  if (x <= first[0]) return first[1];
  for (let i = 1; i < points.length; i++) {
    const [x1, y1] = points[i] as [number, number];
    const [x0, y0] = points[i - 1] as [number, number];
    if (x <= x1) return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
  }
  return (points[points.length - 1] as [number, number])[1];
}

/** Under-five mortality (per 1,000 births) and share aged 65+ (%) against life expectancy. */
const CHILD_MORTALITY: [number, number][] = [
  [35, 300],
  [40, 250],
  [45, 200],
  [50, 150],
  [55, 110],
  [60, 75],
  [65, 45],
  [70, 25],
  [75, 14],
  [80, 5],
  [85, 3],
];
const AGED_65: [number, number][] = [
  [40, 3],
  [50, 3.2],
  [60, 4],
  [70, 6],
  [75, 9],
  [80, 15],
  [84, 24],
];

const round = (value: number, digits: number): number => Math.round(value * 10 ** digits) / 10 ** digits;

function* countryRows(rng: Rng, country: Country): Generator<Row> {
  const trend = REGION_TRENDS[country.region];
  const growth = (GULF.has(country.code) ? 0.05 : trend.growth) * (0.8 + 0.4 * rng.next());
  const gdpGrowth = trend.gdpGrowth + rng.normal(0, 0.008);
  const urban1960 = Math.min(country.urban, country.urban * trend.urban1960 * (0.85 + 0.3 * rng.next()));
  const lifeGain = trend.lifeGain * (0.8 + 0.4 * rng.next());
  const hivDip = country.hiv >= 5 ? (country.hiv / 25) * 14 : 0;

  // Population backwards from 2014: growth was faster in the 1960s than in the 2010s.
  const population = new Map<number, number>();
  let pop = country.pop * 1e6;
  for (let year = HEALTH_YEARS.last; year >= HEALTH_YEARS.first; year--) {
    population.set(year, pop);
    const rate =
      growth * (1.25 - (0.5 * (year - HEALTH_YEARS.first)) / (HEALTH_YEARS.last - HEALTH_YEARS.first));
    pop /= 1 + rate;
  }

  for (let year = HEALTH_YEARS.first; year <= HEALTH_YEARS.last; year++) {
    const back = (HEALTH_YEARS.last - year) / (HEALTH_YEARS.last - HEALTH_YEARS.first); // 1 in 1960, 0 in 2014
    const total = Math.round(population.get(year) ?? 0);
    const urbanShare = Math.min(100, country.urban - (country.urban - urban1960) * back);
    const dip = hivDip * Math.exp(-0.5 * ((year - 2002) / 7) ** 2);
    // The HIV epidemic cut life expectancy; fertility and ageing follow the underlying trend.
    const lifeTrend = country.lifeExpectancy - lifeGain * Math.pow(back, 0.8) + rng.normal(0, 0.15);
    const life = lifeTrend - dip;
    const birthRate = Math.min(50, Math.max(7.5, 100 - 1.1 * lifeTrend)) + rng.normal(0, 0.3);
    const hivShare =
      year < 1990 ? null : (country.hiv / 100) * Math.min(1, 0.15 + (0.85 * (year - 1990)) / 10);
    const gdp =
      country.gdp *
      Math.exp(-gdpGrowth * (HEALTH_YEARS.last - year) + 0.04 * Math.sin(year / 3.1 + rng.next()));
    yield {
      country_name: country.name,
      country_code: country.code,
      region: REGIONS[country.region],
      year: Date.UTC(year, 0, 1),
      latitude: country.lat,
      longitude: country.lon,
      NY_GDP_PCAP_CD: round(gdp, 2),
      SP_POP_TOTL: total,
      SP_URB_TOTL: Math.round((total * urbanShare) / 100),
      SP_RUR_TOTL: total - Math.round((total * urbanShare) / 100),
      SP_URB_TOTL_IN_ZS: round(urbanShare, 3),
      SP_RUR_TOTL_ZS: round(100 - urbanShare, 3),
      SP_DYN_LE00_IN: round(life, 3),
      SP_DYN_CBRT_IN: round(birthRate, 3),
      SH_DYN_MORT: round(
        interpolate(CHILD_MORTALITY, lifeTrend - dip / 2) * Math.exp(rng.normal(0, 0.03)),
        1,
      ),
      SH_DYN_AIDS: hivShare === null ? null : Math.round((total * 0.55 * hivShare) / 100) * 100,
      SP_POP_65UP_TO_ZS: round(interpolate(AGED_65, lifeTrend) * Math.exp(rng.normal(0, 0.03)), 3),
    };
  }
}

export function* generateWorldHealth(): Generator<Row> {
  const rng = new Rng('meridian:wb_health_population');
  for (const country of COUNTRIES) yield* countryRows(rng, country);
}
