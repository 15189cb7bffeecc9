/**
 * The US air network behind `flights`: airports (with relative traffic and how delay-prone they
 * are) and carriers (market share, hubs, punctuality, tail-number suffix).
 */

export interface Airport {
  iata: string;
  name: string;
  city: string;
  state: string;
  lat: number;
  lon: number;
  traffic: number;
  delay: number;
}

const AIRPORT_ROWS = `
ATL|Hartsfield-Jackson Atlanta International Airport|Atlanta|GA|33.64|-84.43|49|1
LAX|Los Angeles International Airport|Los Angeles|CA|33.94|-118.41|36|1.05
ORD|Chicago O'Hare International Airport|Chicago|IL|41.98|-87.9|37|1.3
DFW|Dallas/Fort Worth International Airport|Dallas-Fort Worth|TX|32.9|-97.04|31|1.05
DEN|Denver International Airport|Denver|CO|39.86|-104.67|26|1.1
JFK|John F. Kennedy International Airport|New York|NY|40.64|-73.78|28|1.2
SFO|San Francisco International Airport|San Francisco|CA|37.62|-122.38|24|1.25
LAS|McCarran International Airport|Las Vegas|NV|36.08|-115.15|22|1
SEA|Seattle-Tacoma International Airport|Seattle|WA|47.45|-122.31|20|0.85
CLT|Charlotte Douglas International Airport|Charlotte|NC|35.21|-80.94|22|0.9
MCO|Orlando International Airport|Orlando|FL|28.43|-81.31|19|1.05
PHX|Phoenix Sky Harbor International Airport|Phoenix|AZ|33.43|-112.01|21|0.85
MIA|Miami International Airport|Miami|FL|25.79|-80.29|21|1.1
IAH|George Bush Intercontinental Airport|Houston|TX|29.98|-95.34|21|1
EWR|Newark Liberty International Airport|Newark|NJ|40.69|-74.17|18|1.35
MSP|Minneapolis-Saint Paul International Airport|Minneapolis|MN|44.88|-93.22|18|0.9
BOS|Logan International Airport|Boston|MA|42.36|-71.01|16|1.1
DTW|Detroit Metropolitan Airport|Detroit|MI|42.21|-83.35|16|0.9
PHL|Philadelphia International Airport|Philadelphia|PA|39.87|-75.24|15|1.1
LGA|LaGuardia Airport|New York|NY|40.78|-73.87|14|1.3
FLL|Fort Lauderdale-Hollywood International Airport|Fort Lauderdale|FL|26.07|-80.15|12|1.1
BWI|Baltimore/Washington International Airport|Baltimore|MD|39.18|-76.67|12|1.05
DCA|Ronald Reagan Washington National Airport|Arlington|VA|38.85|-77.04|11|1
IAD|Washington Dulles International Airport|Chantilly|VA|38.94|-77.46|10|0.95
MDW|Chicago Midway International Airport|Chicago|IL|41.79|-87.75|10|1.2
SLC|Salt Lake City International Airport|Salt Lake City|UT|40.79|-111.98|11|0.75
SAN|San Diego International Airport|San Diego|CA|32.73|-117.19|10|0.9
HNL|Honolulu International Airport|Honolulu|HI|21.32|-157.92|10|0.6
TPA|Tampa International Airport|Tampa|FL|27.98|-82.53|9|0.95
PDX|Portland International Airport|Portland|OR|45.59|-122.6|8|0.8
DAL|Dallas Love Field|Dallas|TX|32.85|-96.85|6|1.05
STL|Lambert-St. Louis International Airport|St. Louis|MO|38.75|-90.37|6|0.95
HOU|William P. Hobby Airport|Houston|TX|29.65|-95.28|6|1.1
BNA|Nashville International Airport|Nashville|TN|36.12|-86.68|6|0.95
AUS|Austin-Bergstrom International Airport|Austin|TX|30.19|-97.67|6|0.95
OAK|Oakland International Airport|Oakland|CA|37.72|-122.22|5|0.95
MCI|Kansas City International Airport|Kansas City|MO|39.3|-94.71|5|0.9
RDU|Raleigh-Durham International Airport|Raleigh|NC|35.88|-78.79|5|0.9
SJC|Norman Y. Mineta San Jose International Airport|San Jose|CA|37.36|-121.93|5|0.85
SMF|Sacramento International Airport|Sacramento|CA|38.7|-121.59|5|0.8
MSY|Louis Armstrong New Orleans International Airport|New Orleans|LA|29.99|-90.26|5|0.95
SNA|John Wayne Airport|Santa Ana|CA|33.68|-117.87|5|0.85
ANC|Ted Stevens Anchorage International Airport|Anchorage|AK|61.17|-150|2.5|0.7`;

export const AIRPORTS: Airport[] = AIRPORT_ROWS.trim()
  .split('\n')
  .map((line) => {
    const [iata = '', name = '', city = '', state = '', lat, lon, traffic, delay] = line.split('|');
    return {
      iata,
      name,
      city,
      state,
      lat: Number(lat),
      lon: Number(lon),
      traffic: Number(traffic),
      delay: Number(delay),
    };
  });

export interface Carrier {
  code: string;
  share: number;
  hubs: string[];
  /** Multiplies the chance of a delay. */
  delay: number;
  /** Last two letters of the carrier's tail numbers. */
  tail: string;
  /** Airports served besides the hubs; all airports when absent. */
  serves?: string[];
}

export const CARRIERS: Carrier[] = [
  {
    code: 'WN',
    share: 21,
    hubs: ['MDW', 'LAS', 'BWI', 'PHX', 'DAL', 'HOU', 'DEN', 'OAK', 'MCO'],
    delay: 1.1,
    tail: 'WN',
  },
  {
    code: 'DL',
    share: 15,
    hubs: ['ATL', 'MSP', 'DTW', 'SLC', 'JFK', 'LGA', 'LAX', 'SEA'],
    delay: 0.75,
    tail: 'DL',
  },
  {
    code: 'AA',
    share: 12,
    hubs: ['DFW', 'CLT', 'ORD', 'MIA', 'PHL', 'PHX', 'LAX', 'JFK', 'DCA'],
    delay: 1,
    tail: 'AA',
  },
  {
    code: 'OO',
    share: 10,
    hubs: ['SLC', 'DEN', 'ORD', 'LAX', 'SFO', 'SEA', 'PHX', 'DTW', 'MSP'],
    delay: 1.05,
    tail: 'SW',
  },
  { code: 'EV', share: 10, hubs: ['ATL', 'IAH', 'EWR', 'ORD', 'DTW', 'DCA'], delay: 1.2, tail: 'EV' },
  { code: 'UA', share: 9, hubs: ['ORD', 'DEN', 'IAH', 'EWR', 'SFO', 'IAD', 'LAX'], delay: 1.05, tail: 'UA' },
  { code: 'MQ', share: 5, hubs: ['DFW', 'ORD', 'MIA', 'LGA'], delay: 1.2, tail: 'MQ' },
  { code: 'B6', share: 5, hubs: ['JFK', 'BOS', 'FLL', 'MCO'], delay: 1.25, tail: 'JB' },
  { code: 'US', share: 4, hubs: ['CLT', 'PHL', 'PHX', 'DCA'], delay: 0.95, tail: 'US' },
  {
    code: 'AS',
    share: 3,
    hubs: ['SEA', 'PDX', 'ANC'],
    delay: 0.65,
    tail: 'AS',
    serves: [
      'LAX',
      'SFO',
      'SAN',
      'LAS',
      'SJC',
      'OAK',
      'SMF',
      'PHX',
      'DEN',
      'HNL',
      'SNA',
      'BOS',
      'JFK',
      'ORD',
    ],
  },
  { code: 'NK', share: 2, hubs: ['FLL', 'LAS', 'DTW', 'ORD'], delay: 1.45, tail: 'NK' },
  { code: 'F9', share: 1.6, hubs: ['DEN', 'LAS', 'MCO'], delay: 1.35, tail: 'FR' },
  {
    code: 'HA',
    share: 1.3,
    hubs: ['HNL'],
    delay: 0.5,
    tail: 'HA',
    serves: ['LAX', 'SFO', 'SEA', 'PDX', 'LAS', 'SAN', 'OAK', 'SJC', 'PHX', 'SMF'],
  },
  {
    code: 'VX',
    share: 1,
    hubs: ['SFO', 'LAX'],
    delay: 0.9,
    tail: 'VA',
    serves: ['JFK', 'BOS', 'LAS', 'SEA', 'PDX', 'SAN', 'DCA', 'ORD', 'DAL', 'AUS', 'FLL'],
  },
];

/** Great-circle distance in statute miles. */
export function distanceMiles(a: Airport, b: Airport): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLon = (b.lon - a.lon) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * 3958.8 * Math.asin(Math.sqrt(h)));
}
