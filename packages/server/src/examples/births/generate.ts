/**
 * Rows of `birth_names`: births per first name, state and year (1965-2008, `ds` on January 1st),
 * following each name's fashion curve, the national birth rate and each state's size and growth.
 * Like Superset's table, only names above a popularity cut-off appear for a state and year.
 */
import { Rng } from '../prng.js';
import type { Row } from '../table-writer.js';
import { NAME_TRENDS } from './names.js';

export const BIRTH_YEARS = { first: 1965, last: 2008 };

/** Births relative to California, yearly growth, and how much Hispanic names are favoured. */
const STATES: Record<string, { scale: number; growth: number; hispanic: number }> = {
  CA: { scale: 1, growth: 0.012, hispanic: 2.4 },
  TX: { scale: 0.72, growth: 0.015, hispanic: 2.4 },
  NY: { scale: 0.62, growth: -0.004, hispanic: 1.4 },
  FL: { scale: 0.42, growth: 0.016, hispanic: 1.6 },
  IL: { scale: 0.44, growth: -0.002, hispanic: 1.3 },
  PA: { scale: 0.4, growth: -0.008, hispanic: 0.5 },
  OH: { scale: 0.4, growth: -0.008, hispanic: 0.4 },
  MI: { scale: 0.36, growth: -0.008, hispanic: 0.5 },
  NJ: { scale: 0.26, growth: 0.001, hispanic: 1.3 },
  MA: { scale: 0.2, growth: -0.004, hispanic: 0.7 },
  other: { scale: 3.6, growth: 0.004, hispanic: 0.8 },
};

/** US births in millions (linear in between), so totals dip in the 1970s and rise again. */
const US_BIRTHS: [number, number][] = [
  [1965, 3.76],
  [1970, 3.73],
  [1975, 3.14],
  [1980, 3.61],
  [1985, 3.76],
  [1990, 4.16],
  [1995, 3.9],
  [2000, 4.06],
  [2005, 4.14],
  [2008, 4.25],
];

function birthFactor(year: number): number {
  for (let i = 1; i < US_BIRTHS.length; i++) {
    const [y0, b0] = US_BIRTHS[i - 1] as [number, number];
    const [y1, b1] = US_BIRTHS[i] as [number, number];
    if (year <= y1) return (b0 + ((b1 - b0) * (year - y0)) / (y1 - y0)) / 3.7;
  }
  return 4.25 / 3.7;
}

/** Smallest count listed for a state: smaller states list fewer names. */
const MIN_COUNT = 190;

export function* generateBirthNames(): Generator<Row> {
  const rng = new Rng('meridian:birth_names');
  // A stable per-(name, state) taste so each state has its own favourites.
  const taste = new Map<string, number>();
  for (const trend of NAME_TRENDS) {
    for (const state of Object.keys(STATES))
      taste.set(`${trend.name}|${state}`, Math.exp(rng.normal(0, 0.2)));
  }
  for (let year = BIRTH_YEARS.first; year <= BIRTH_YEARS.last; year++) {
    const ds = Date.UTC(year, 0, 1);
    const births = birthFactor(year);
    for (const [state, info] of Object.entries(STATES)) {
      const stateScale = info.scale * Math.pow(1 + info.growth, year - 1985);
      for (const trend of NAME_TRENDS) {
        const z = (year - trend.peakYear) / trend.width;
        const fashion = 0.03 + 0.97 * Math.exp(-0.5 * z * z);
        const regional = trend.hispanic ? info.hispanic : 1;
        const noise = Math.exp(rng.normal(0, 0.06));
        const num = Math.round(
          trend.peak *
            fashion *
            births *
            stateScale *
            regional *
            (taste.get(`${trend.name}|${state}`) ?? 1) *
            noise,
        );
        if (num < MIN_COUNT * Math.sqrt(info.scale)) continue;
        yield {
          ds,
          gender: trend.gender,
          name: trend.name,
          num,
          state,
          num_boys: trend.gender === 'boy' ? num : 0,
          num_girls: trend.gender === 'girl' ? num : 0,
        };
      }
    }
  }
}
