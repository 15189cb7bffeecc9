/**
 * The video-game market for `video_game_sales`: platforms (life span, catalogue size, typical
 * sales per title, regional split), genres (regional tastes) and publishers (era, home market).
 */

export type Region = 'na' | 'eu' | 'jp' | 'other';

export interface Platform {
  code: string;
  maker: string;
  launch: number;
  end: number;
  peak: number;
  /** Relative number of titles per year at the peak. */
  volume: number;
  /** Median global sales per title, millions. */
  median: number;
  share: Record<Region, number>;
}

const p = (
  code: string,
  maker: string,
  launch: number,
  end: number,
  peak: number,
  volume: number,
  median: number,
  na: number,
  eu: number,
  jp: number,
  other: number,
): Platform => ({
  code,
  maker,
  launch,
  end,
  peak,
  volume,
  median,
  share: { na, eu, jp, other },
});

export const PLATFORMS: Platform[] = [
  p('2600', 'Atari', 1980, 1989, 1982, 0.9, 0.45, 0.9, 0.06, 0, 0.04),
  p('NES', 'Nintendo', 1983, 1994, 1988, 0.6, 0.6, 0.5, 0.1, 0.37, 0.03),
  p('GB', 'Nintendo', 1989, 2001, 1993, 0.55, 0.5, 0.45, 0.2, 0.3, 0.05),
  p('SNES', 'Nintendo', 1990, 1999, 1994, 1.4, 0.3, 0.35, 0.1, 0.52, 0.03),
  p('GEN', 'Sega', 1990, 1996, 1993, 0.35, 0.6, 0.55, 0.25, 0.12, 0.08),
  p('SAT', 'Sega', 1994, 1999, 1996, 0.9, 0.12, 0.15, 0.08, 0.75, 0.02),
  p('PS', 'Sony', 1994, 2003, 1998, 3.6, 0.3, 0.45, 0.3, 0.18, 0.07),
  p('N64', 'Nintendo', 1996, 2002, 1999, 1.0, 0.35, 0.58, 0.23, 0.14, 0.05),
  p('DC', 'Sega', 1998, 2002, 2000, 0.35, 0.12, 0.3, 0.15, 0.5, 0.05),
  p('PC', 'PC', 1985, 2016, 2011, 2.6, 0.08, 0.35, 0.55, 0.01, 0.09),
  p('PS2', 'Sony', 2000, 2011, 2004, 6.6, 0.25, 0.44, 0.3, 0.13, 0.13),
  p('XB', 'Microsoft', 2001, 2008, 2004, 2.5, 0.16, 0.7, 0.25, 0.01, 0.04),
  p('GC', 'Nintendo', 2001, 2007, 2003, 1.8, 0.16, 0.68, 0.2, 0.1, 0.02),
  p('GBA', 'Nintendo', 2001, 2008, 2003, 2.6, 0.18, 0.6, 0.25, 0.12, 0.03),
  p('DS', 'Nintendo', 2004, 2014, 2008, 6.6, 0.12, 0.46, 0.24, 0.23, 0.07),
  p('PSP', 'Sony', 2004, 2015, 2009, 3.6, 0.09, 0.37, 0.27, 0.22, 0.14),
  p('X360', 'Microsoft', 2005, 2016, 2010, 4.0, 0.25, 0.6, 0.3, 0.01, 0.09),
  p('Wii', 'Nintendo', 2006, 2016, 2009, 4.2, 0.2, 0.55, 0.29, 0.08, 0.08),
  p('PS3', 'Sony', 2006, 2016, 2011, 4.2, 0.25, 0.42, 0.34, 0.08, 0.16),
  p('3DS', 'Nintendo', 2011, 2016, 2013, 1.6, 0.15, 0.3, 0.24, 0.38, 0.08),
  p('PSV', 'Sony', 2011, 2016, 2014, 1.3, 0.05, 0.16, 0.18, 0.56, 0.1),
  p('WiiU', 'Nintendo', 2012, 2016, 2014, 0.5, 0.25, 0.5, 0.28, 0.14, 0.08),
  p('PS4', 'Sony', 2013, 2016, 2015, 1.1, 0.35, 0.36, 0.44, 0.05, 0.15),
  p('XOne', 'Microsoft', 2013, 2016, 2015, 0.7, 0.3, 0.62, 0.3, 0, 0.08),
];

export interface Genre {
  name: string;
  weight: number;
  tilt: Partial<Record<Region, number>>;
}

export const GENRES: Genre[] = [
  { name: 'Action', weight: 20, tilt: {} },
  { name: 'Sports', weight: 14, tilt: { na: 1.2, jp: 0.45 } },
  { name: 'Misc', weight: 10.5, tilt: { jp: 1.1 } },
  { name: 'Role-Playing', weight: 9, tilt: { jp: 2.8, na: 0.85 } },
  { name: 'Shooter', weight: 7.9, tilt: { na: 1.35, jp: 0.25 } },
  { name: 'Adventure', weight: 7.7, tilt: { jp: 1.4 } },
  { name: 'Racing', weight: 7.5, tilt: { eu: 1.35, jp: 0.7 } },
  { name: 'Platform', weight: 5.3, tilt: { jp: 1.1 } },
  { name: 'Simulation', weight: 5.2, tilt: { jp: 1.3, eu: 1.2 } },
  { name: 'Fighting', weight: 5.1, tilt: { jp: 1.6 } },
  { name: 'Strategy', weight: 4.1, tilt: { eu: 1.3, jp: 1.3 } },
  { name: 'Puzzle', weight: 3.5, tilt: { jp: 1.4 } },
];

export interface Publisher {
  name: string;
  weight: number;
  from: number;
  to: number;
  japanese: boolean;
}

const pub = (name: string, weight: number, from = 1980, to = 2016, japanese = false): Publisher => ({
  name,
  weight,
  from,
  to,
  japanese,
});

/** Third-party publishers (platform makers publish on their own platforms too). */
export const PUBLISHERS: Publisher[] = [
  pub('Electronic Arts', 1350, 1983),
  pub('Activision', 975),
  pub('Namco Bandai Games', 930, 1980, 2016, true),
  pub('Ubisoft', 920, 1986),
  pub('Konami Digital Entertainment', 830, 1980, 2016, true),
  pub('THQ', 715, 1990, 2012),
  pub('Take-Two Interactive', 413, 1993),
  pub('Capcom', 381, 1985, 2016, true),
  pub('Atari', 363),
  pub('Tecmo Koei', 338, 1983, 2016, true),
  pub('Square Enix', 233, 1986, 2016, true),
  pub('Warner Bros. Interactive Entertainment', 232, 2005),
  pub('Disney Interactive Studios', 218, 1988),
  pub('Eidos Interactive', 198, 1990, 2009),
  pub('Midway Games', 198, 1980, 2009),
  pub('505 Games', 192, 2006),
  pub('Acclaim Entertainment', 184, 1987, 2004),
  pub('D3Publisher', 184, 2000, 2016, true),
  pub('Vivendi Games', 164, 1995, 2008),
  pub('Codemasters', 152, 1988),
  pub('Idea Factory', 128, 1995, 2016, true),
  pub('Deep Silver', 122, 2003),
  pub('Nippon Ichi Software', 105, 1995, 2016, true),
  pub('Zoo Digital Publishing', 104, 2001, 2012),
  pub('Majesco Entertainment', 92, 1994, 2016),
  pub('LucasArts', 90, 1982, 2013),
  pub('Rising Star Games', 86, 2004),
  pub('Hudson Soft', 81, 1980, 2012, true),
  pub('Banpresto', 73, 1989, 2008, true),
  pub('Bethesda Softworks', 71, 1986),
  pub('Crave Entertainment', 71, 1997, 2012),
  pub('Atlus', 67, 1986, 2016, true),
  pub('Infogrames', 62, 1983, 2003),
  pub('Virgin Interactive', 62, 1983, 2003),
  pub('Ignition Entertainment', 61, 2002, 2013),
  pub('Parker Bros.', 60, 1980, 1990),
  pub('Imagic', 45, 1981, 1986),
  pub('Coleco', 40, 1981, 1988),
  pub('Enix Corporation', 50, 1982, 2003, true),
  pub('SquareSoft', 50, 1986, 2003, true),
  pub('Sunsoft', 40, 1985, 1999, true),
  pub('Taito', 45, 1980, 2005, true),
  pub('Unknown', 150),
];

/** Platform makers that publish their own games, and the publisher name they use. */
export const FIRST_PARTY: Record<string, string> = {
  Nintendo: 'Nintendo',
  Sony: 'Sony Computer Entertainment',
  Microsoft: 'Microsoft Game Studios',
  Sega: 'Sega',
  Atari: 'Atari',
};
