/**
 * The sales example's catalogue: product lines (with their share of order lines), products
 * (code, MSRP) and customers (name, contact, address), all generated from one seed.
 */
import { fillPattern } from '../pattern.js';
import { WeightedPicker, type Rng } from '../prng.js';
import { COMPANY_WORDS, CONTACT_NAMES, MARKETS, STREETS, type Market } from './markets.js';

export interface ProductLine {
  name: string;
  /** Share of order lines. */
  share: number;
  products: number;
  scales: number[];
  msrp: [number, number];
}

export const PRODUCT_LINES: ProductLine[] = [
  { name: 'Classic Cars', share: 0.34, products: 38, scales: [10, 12, 18, 24], msrp: [35, 214] },
  { name: 'Vintage Cars', share: 0.215, products: 24, scales: [18, 24, 32, 50], msrp: [33, 170] },
  { name: 'Motorcycles', share: 0.117, products: 13, scales: [10, 12, 18, 24, 32], msrp: [40, 193] },
  { name: 'Planes', share: 0.108, products: 12, scales: [18, 24, 72, 700], msrp: [49, 157] },
  { name: 'Trucks and Buses', share: 0.107, products: 11, scales: [12, 18, 24, 32, 50], msrp: [54, 136] },
  { name: 'Ships', share: 0.083, products: 9, scales: [18, 24, 72, 700], msrp: [54, 122] },
  { name: 'Trains', share: 0.027, products: 3, scales: [18, 32, 50], msrp: [58, 100] },
];

export interface Product {
  code: string;
  line: string;
  msrp: number;
  /** Relative chance of being ordered. */
  weight: number;
}

export interface Customer {
  name: string;
  phone: string;
  address1: string;
  address2: string | null;
  city: string;
  state: string | null;
  postalCode: string;
  country: string;
  territory: string;
  contactFirstName: string;
  contactLastName: string;
  /** Relative number of orders. */
  weight: number;
}

export function buildProducts(rng: Rng): Product[] {
  const codes = new Set<string>();
  const products: Product[] = [];
  for (const line of PRODUCT_LINES) {
    for (let i = 0; i < line.products; i++) {
      let code: string;
      do code = `S${rng.pick(line.scales)}_${rng.int(1000, 4999)}`;
      while (codes.has(code));
      codes.add(code);
      const [low, high] = line.msrp;
      // Line shares are spread over the line's products, some more popular than others.
      products.push({
        code,
        line: line.name,
        msrp: rng.int(low, high),
        weight: (line.share / line.products) * (0.5 + rng.next()),
      });
    }
  }
  return products;
}

export const CUSTOMER_COUNT = 110;

export function buildCustomers(rng: Rng): Customer[] {
  const markets = new WeightedPicker(MARKETS, (m) => m.customers);
  const names = new Set<string>();
  const customers: Customer[] = [];
  for (let i = 0; i < CUSTOMER_COUNT; i++) {
    // The first countries are guaranteed a customer each, so every market appears.
    const market = i < MARKETS.length ? (MARKETS[i] as Market) : markets.pick(rng);
    const place = rng.pick(market.cities);
    const people = CONTACT_NAMES[market.locale];
    const streets = STREETS[market.locale];
    let name: string;
    do name = companyName(rng, market, place.city);
    while (names.has(name));
    names.add(name);
    customers.push({
      name,
      phone: fillPattern(rng, market.phone),
      address1: streets.format(rng.int(2, 998), rng.pick(streets.names)),
      address2: rng.chance(0.12)
        ? rng.pick(['Suite 101', 'Suite 400', 'Level 3', 'Level 11', '2nd Floor', 'Floor No. 4'])
        : null,
      city: place.city,
      state: place.state,
      postalCode: fillPattern(rng, place.postal),
      country: market.country,
      territory: market.territory,
      contactFirstName: rng.pick(people.first),
      contactLastName: rng.pick(people.last),
      // Two large accounts (the first American and the first Spanish customer) and a long tail.
      weight: i === 0 || i === 3 ? 9 : Math.exp(rng.normal(0, 0.55)),
    });
  }
  return customers;
}

function companyName(rng: Rng, market: Market, city: string): string {
  const suffix = rng.pick(COMPANY_WORDS.suffix[market.locale]);
  const head = rng.chance(0.2) ? city : rng.pick(COMPANY_WORDS.first);
  return [head, rng.pick(COMPANY_WORDS.second), suffix].filter(Boolean).join(' ');
}
