/**
 * Superset's select_country choices: the keys of its country map (its geojson file names) with its
 * labels ("USA", "France (regions)", "Papua New Guinea"). Every key has a shape file in shapes/
 * (see shapeIndex.ts); the list is here, apart from the lazy imports, so the control panel stays light.
 */
import type { ControlChoice } from '../sdk/controls.js';

export const COUNTRY_KEYS = [
  'afghanistan',
  'albania',
  'algeria',
  'argentina',
  'australia',
  'austria',
  'belgium',
  'bolivia',
  'brazil',
  'bulgaria',
  'burundi',
  'canada',
  'chile',
  'china',
  'colombia',
  'costa_rica',
  'cuba',
  'cyprus',
  'denmark',
  'dominican_republic',
  'ecuador',
  'egypt',
  'el_salvador',
  'estonia',
  'ethiopia',
  'finland',
  'france',
  'france_regions',
  'germany',
  'guatemala',
  'haiti',
  'honduras',
  'iceland',
  'india',
  'indonesia',
  'iran',
  'italy',
  'italy_regions',
  'japan',
  'jordan',
  'kazakhstan',
  'kenya',
  'korea',
  'kuwait',
  'kyrgyzstan',
  'latvia',
  'liechtenstein',
  'lithuania',
  'malaysia',
  'mexico',
  'morocco',
  'myanmar',
  'netherlands',
  'nicaragua',
  'nigeria',
  'norway',
  'oman',
  'pakistan',
  'panama',
  'papua_new_guinea',
  'paraguay',
  'peru',
  'philippines',
  'poland',
  'portugal',
  'puerto_rico',
  'qatar',
  'russia',
  'rwanda',
  'saint_barthelemy',
  'saint_martin',
  'saudi_arabia',
  'singapore',
  'slovenia',
  'spain',
  'sri_lanka',
  'sweden',
  'switzerland',
  'syria',
  'tajikistan',
  'tanzania',
  'thailand',
  'timorleste',
  'turkey',
  'turkmenistan',
  'uganda',
  'uk',
  'ukraine',
  'united_arab_emirates',
  'uruguay',
  'usa',
  'uzbekistan',
  'venezuela',
  'vietnam',
  'zambia',
] as const;

/** Keys older Superset versions saved for the same maps. */
const ALIASES: Readonly<Record<string, string>> = { srilanka: 'sri_lanka' };

/** A stored select_country as the key of its shapes, or undefined when there is no map for it. */
export function resolveCountryKey(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const key = ALIASES[value] ?? value;
  return (COUNTRY_KEYS as readonly string[]).includes(key) ? key : undefined;
}

/** Superset's label of a key: UK/USA in capitals, the two regional maps named, words capitalised. */
export function countryLabel(key: string): string {
  if (key === 'uk' || key === 'usa') return key.toUpperCase();
  if (key === 'italy_regions') return 'Italy (regions)';
  if (key === 'france_regions') return 'France (regions)';
  return key
    .split('_')
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ');
}

export const COUNTRY_CHOICES: readonly ControlChoice[] = COUNTRY_KEYS.map(
  (k) => [k, countryLabel(k)] as const,
);
