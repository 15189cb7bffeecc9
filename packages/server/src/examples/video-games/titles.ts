/**
 * Invented game titles: genre-flavoured templates filled from word lists. `{A}` is an adjective,
 * `{N}` a noun, `{P}` a place, `{C}` a creature and `{S}` a sport.
 */
import type { Rng } from '../prng.js';

// prettier-ignore
const WORDS: Record<string, string[]> = {
  A: [
    'Dark', 'Crimson', 'Silent', 'Eternal', 'Iron', 'Golden', 'Savage', 'Frozen', 'Hidden', 'Lost',
    'Mighty', 'Neon', 'Phantom', 'Rogue', 'Royal', 'Shattered', 'Solar', 'Wild', 'Atomic', 'Cosmic',
    'Fallen', 'Infinite', 'Mystic', 'Turbo', 'Broken', 'Burning', 'Black', 'Cursed', 'Distant', 'Electric',
    'Final', 'Forgotten', 'Hollow', 'Lunar', 'Scarlet', 'Steel', 'Twisted', 'Wicked', 'Sacred', 'Ultra',
  ],
  N: [
    'Blade', 'Storm', 'Shadow', 'Dragon', 'Legion', 'Horizon', 'Thunder', 'Vortex', 'Titan', 'Specter',
    'Falcon', 'Empire', 'Frontier', 'Genesis', 'Inferno', 'Nexus', 'Odyssey', 'Phoenix', 'Raven',
    'Sentinel', 'Tempest', 'Valor', 'Warden', 'Zenith', 'Comet', 'Crystal', 'Harbor', 'Rebellion', 'Anvil',
    'Bastion', 'Cipher', 'Dynasty', 'Eclipse', 'Fortress', 'Gambit', 'Hydra', 'Kingdom', 'Labyrinth',
    'Mirage', 'Oracle', 'Pulse', 'Rampage', 'Serpent', 'Talon', 'Vanguard', 'Wraith', 'Outlaw', 'Monolith',
    'Prophecy', 'Spire',
  ],
  P: [
    'Avalon', 'Eldoria', 'Karth', 'the Abyss', 'Midgard', 'Arcadia', 'the North', 'Zephyria', 'Lunaria',
    'the Ancients', 'Valeria', 'Ostara', 'Drakmoor', 'the Sands', 'Thule', 'Ashfall', 'Brightwater',
    'Cinder Isle', 'Dunmore', 'Everfrost', 'Gallow Hill', 'Ironvale', 'Kess', 'Mournhold Bay',
    'Nightreach', 'Port Solace', 'Ravenmoor', 'Stormhaven', 'Tarsis', 'the Deep', 'Umbra', 'Wyrmrest',
  ],
  C: [
    'Bunny', 'Panda', 'Penguin', 'Monkey', 'Fox', 'Turtle', 'Dino', 'Robot', 'Hamster', 'Kitty', 'Frog',
    'Hedgehog', 'Koala', 'Puppy', 'Owl', 'Duck', 'Bear', 'Gecko', 'Piglet', 'Squirrel',
  ],
  S: [
    'Football', 'Soccer', 'Baseball', 'Basketball', 'Hockey', 'Golf', 'Tennis', 'Snowboarding',
    'Skateboarding', 'Boxing', 'Wrestling', 'Bowling',
  ],
};

// prettier-ignore
const TEMPLATES: Record<string, string[]> = {
  Action: [
    '{N} Hunter', '{A} Knight', 'Shadow of {P}', '{A} {N}', '{N} Rising', 'Blades of {P}',
    '{A} {N} Unleashed', '{N} of {P}',
  ],
  Adventure: [
    'Secrets of {P}', 'The {A} Island', 'The {N} Mystery', 'Journey to {P}', 'The {A} {N}',
    '{N} Detective: {P}',
  ],
  Fighting: ['{N} Fighter', '{A} Combat', 'Iron {N}', '{A} {N} Brawl', 'Fists of {P}', '{N} Tournament'],
  Misc: ['{N} Party', 'Brain {N}', 'Dance {N}', '{N} Karaoke', 'Trivia {N}', '{C} Pets', 'Family {N} Games'],
  Platform: ['Super {C} {N}', '{C} Land', '{C} Adventures', '{A} {C}', '{C} Jump', '{C} and the {A} {N}'],
  Puzzle: ['{A} Blocks', 'Puzzle {N}', '{N} Drop', '{C} Puzzle Party', '{N} Match', 'Bubble {N}'],
  Racing: ['{A} Racing', '{N} Rally', '{C} Kart', 'Street {N}', '{N} GP', '{A} Speed', 'Midnight {N}'],
  'Role-Playing': [
    '{N} Quest', 'Tales of {P}', '{A} Fantasy', '{N} Chronicles', '{A} {N} Saga', 'Legend of {P}',
    '{A} Souls of {P}', '{N} of {P}',
  ],
  Shooter: [
    '{N} Strike', '{A} {N} Ops', 'Operation {N}', '{A} Warfare', '{N} Force', '{A} Front',
    'Battle for {P}',
  ],
  Simulation: ['{P} Tycoon', 'Sim {N}', '{C} Life', 'Flight {N}', '{N} Farm', '{P} Builder'],
  Sports: [
    'Pro {S}', 'World {S}', 'Championship {S}', 'All-Star {S}', 'Ultimate {S}', 'Extreme {S}', '{S} Stars',
    '{S} Tour',
  ],
  Strategy: ['{A} Empires', 'Command & {N}', '{N} Tactics', 'Age of {N}', '{N} Kingdoms', 'Rise of {P}'],
};

const SUBTITLES = [
  'Reckoning',
  'Origins',
  'Revolution',
  'Redemption',
  'The Lost Kingdom',
  "Director's Cut",
  'Awakening',
  'Dawn of {N}',
  'Gold Edition',
  'Beyond {P}',
];
const SEQUEL_MARKS = ['', ' 2', ' 3', ' 4', ' 5', ' 6', ' 7', ' 8'];
const ROMAN_MARKS = ['', ' II', ' III', ' IV', ' V', ' VI', ' VII', ' VIII'];

function fill(rng: Rng, template: string): string {
  return template.replace(/\{([ANPCS])\}/g, (_, key: string) => rng.pick(WORDS[key] ?? ['?']));
}

export function newTitle(rng: Rng, genre: string, year: number): { base: string; name: string } {
  const base = fill(rng, rng.pick(TEMPLATES[genre] ?? TEMPLATES.Action ?? ['{N}']));
  // Yearly sports series carry next season's number.
  if (genre === 'Sports' && rng.chance(0.4)) return { base, name: `${base} ${year + 1}` };
  const name = rng.chance(0.25) ? `${base}: ${fill(rng, rng.pick(SUBTITLES))}` : base;
  return { base, name };
}

/** The n-th game of a series (n >= 2). */
export function sequelTitle(rng: Rng, base: string, n: number): string {
  const marks = base.length % 2 === 0 ? SEQUEL_MARKS : ROMAN_MARKS;
  const mark = marks[Math.min(n, marks.length) - 1] ?? ` ${n}`;
  return rng.chance(0.25) ? `${base}${mark}: ${fill(rng, rng.pick(SUBTITLES))}` : `${base}${mark}`;
}
