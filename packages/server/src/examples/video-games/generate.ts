/**
 * Rows of `video_game_sales`: about 16,500 releases (a title on a platform) from 1980 to 2016,
 * following each platform's life cycle, with series, multi-platform titles, first-party hits,
 * heavy-tailed sales and regional tastes. `rank` orders releases by global sales.
 */
import { Rng, WeightedPicker, round2 } from '../prng.js';
import type { Row } from '../table-writer.js';
import {
  FIRST_PARTY,
  GENRES,
  PLATFORMS,
  PUBLISHERS,
  type Platform,
  type Publisher,
  type Region,
} from './market.js';
import { newTitle, sequelTitle } from './titles.js';

export const GAME_YEARS = { first: 1980, last: 2016 };
const TARGET_RELEASES = 16_500;
const REGIONS: Region[] = ['na', 'eu', 'jp', 'other'];

/** Share of a platform's peak catalogue released in a year: ramps up to the peak, then fades. */
export function activity(platform: Platform, year: number): number {
  if (year < platform.launch || year > platform.end) return 0;
  if (year <= platform.peak)
    return 0.35 + (0.65 * (year - platform.launch + 1)) / (platform.peak - platform.launch + 1);
  return Math.max(0.12, 1 - (0.88 * (year - platform.peak)) / (platform.end - platform.peak + 1));
}

interface Release {
  name: string;
  platform: string;
  year: number;
  genre: string;
  publisher: string;
  sales: Record<Region, number>;
  global: number;
}

function regionalSales(
  rng: Rng,
  total: number,
  platform: Platform,
  genre: string,
  publisher: Publisher | null,
): Record<Region, number> {
  const tilt = GENRES.find((g) => g.name === genre)?.tilt ?? {};
  const weights = REGIONS.map((r) => {
    const home = r === 'jp' && publisher?.japanese ? 1.8 : 1;
    return platform.share[r] * (tilt[r] ?? 1) * home * Math.exp(rng.normal(0, 0.35));
  });
  const sum = weights.reduce((a, b) => a + b, 0) || 1;
  const sales = Object.fromEntries(
    REGIONS.map((r, i) => [r, round2((total * (weights[i] ?? 0)) / sum)]),
  ) as Record<Region, number>;
  if (REGIONS.every((r) => sales[r] === 0)) sales[platform.share.jp > platform.share.na ? 'jp' : 'na'] = 0.01;
  return sales;
}

function buildReleases(rng: Rng): Release[] {
  const genres = new WeightedPicker(GENRES, (g) => g.weight);
  const yearVolume = (year: number) => PLATFORMS.reduce((sum, p) => sum + p.volume * activity(p, year), 0);
  let allVolume = 0;
  for (let y = GAME_YEARS.first; y <= GAME_YEARS.last; y++) allVolume += yearVolume(y);

  const series = new Map<string, { base: string; count: number }[]>();
  const seen = new Set<string>();
  const releases: Release[] = [];
  for (let year = GAME_YEARS.first; year <= GAME_YEARS.last; year++) {
    const target = Math.round((yearVolume(year) / allVolume) * TARGET_RELEASES);
    const active = PLATFORMS.filter((p) => activity(p, year) > 0);
    const platforms = new WeightedPicker(active, (p) => p.volume * activity(p, year));
    const publishers = new WeightedPicker(
      PUBLISHERS.filter((p) => p.from <= year && year <= p.to),
      (p) => p.weight,
    );
    let made = 0;
    while (made < target) {
      const platform = platforms.pick(rng);
      const genre = genres.pick(rng).name;
      const firstParty = FIRST_PARTY[platform.maker];
      const isFirstParty =
        firstParty !== undefined && rng.chance(platform.maker === 'Nintendo' ? 0.14 : 0.07);
      const publisher = isFirstParty ? null : publishers.pick(rng);

      const genreSeries = series.get(genre) ?? [];
      const existing =
        genreSeries.length > 0 && rng.chance(0.22)
          ? genreSeries[genreSeries.length - 1 - Math.floor(Math.pow(rng.next(), 2) * genreSeries.length)]
          : undefined;
      let name: string;
      if (existing) {
        existing.count++;
        name = sequelTitle(rng, existing.base, existing.count);
      } else {
        const title = newTitle(rng, genre, year);
        genreSeries.push({ base: title.base, count: 1 });
        series.set(genre, genreSeries);
        name = title.name;
      }

      const u = rng.next();
      const ports = isFirstParty ? 1 : u < 0.62 ? 1 : u < 0.82 ? 2 : u < 0.93 ? 3 : 4;
      const targets = [platform, ...rng.sample(platforms, ports + 2).filter((p) => p !== platform)].slice(
        0,
        ports,
      );
      // One quality draw per title, so ports of a hit sell well everywhere.
      const quality =
        Math.exp(rng.normal(0, 1.12)) *
        (isFirstParty && platform.maker === 'Nintendo' ? 4 : 1) *
        (existing ? 1.3 : 1);
      for (const [i, target] of targets.entries()) {
        const key = `${name}|${target.code}`;
        if (seen.has(key)) continue;
        seen.add(key);
        const raw = target.median * quality * (i === 0 ? 1 : 0.55) * Math.exp(rng.normal(0, 0.3));
        const total = raw / (1 + raw / 90); // saturates: no release sells more than ~90 million
        const sales = regionalSales(rng, total, target, genre, publisher);
        releases.push({
          name,
          platform: target.code,
          year,
          genre,
          publisher: publisher?.name ?? firstParty ?? 'Unknown',
          sales,
          global: round2(REGIONS.reduce((sum, r) => sum + sales[r], 0)),
        });
        made++;
      }
    }
  }
  return releases;
}

export function* generateVideoGames(): Generator<Row> {
  const releases = buildReleases(new Rng('meridian:video_game_sales'));
  releases.sort(
    (a, b) => b.global - a.global || a.name.localeCompare(b.name) || a.platform.localeCompare(b.platform),
  );
  for (const [i, r] of releases.entries()) {
    yield {
      rank: i + 1,
      name: r.name,
      platform: r.platform,
      year: r.year,
      genre: r.genre,
      publisher: r.publisher,
      na_sales: r.sales.na,
      eu_sales: r.sales.eu,
      jp_sales: r.sales.jp,
      other_sales: r.sales.other,
      global_sales: r.global,
    };
  }
}
