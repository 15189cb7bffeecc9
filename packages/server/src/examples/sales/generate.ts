/**
 * Rows of `cleaned_sales_data`: about 100,000 order lines from 2003 to 2005, with Q4 peaks and
 * yearly growth, B2B weekdays, realistic statuses and deal sizes that follow Superset's sample
 * (Small under 3,000, Medium under 7,000, Large above).
 */
import { DAY_MS, utcDay } from '../dates.js';
import { Rng, WeightedPicker, round2 } from '../prng.js';
import type { Row } from '../table-writer.js';
import { buildCustomers, buildProducts } from './catalog.js';

export const SALES_FIRST_DAY = utcDay(2003, 1, 1);
export const SALES_LAST_DAY = utcDay(2005, 12, 31);
const TARGET_ORDERS = 10_850;
const FIRST_ORDER_NUMBER = 10100;

/** Relative order volume per month: the toy trade peaks before Christmas. */
const MONTH_FACTOR = [0.75, 0.72, 0.85, 0.85, 0.9, 0.85, 0.82, 0.9, 0.95, 1.35, 1.95, 1.15];
const YEAR_FACTOR: Record<number, number> = { 2003: 1, 2004: 1.22, 2005: 1.38 };

export function dealSize(sales: number): 'Small' | 'Medium' | 'Large' {
  if (sales < 3000) return 'Small';
  if (sales < 7000) return 'Medium';
  return 'Large';
}

function orderStatus(rng: Rng, day: number): string {
  const age = SALES_LAST_DAY - day;
  const u = rng.next();
  if (age < 45) {
    // Recent orders are still being worked on.
    if (u < 0.45) return 'In Process';
    if (u < 0.55) return 'On Hold';
    if (u < 0.58) return 'Disputed';
    return 'Shipped';
  }
  if (u < 0.945) return 'Shipped';
  if (u < 0.968) return 'Cancelled';
  if (u < 0.987) return 'Resolved';
  if (u < 0.994) return 'On Hold';
  return 'Disputed';
}

function quantity(rng: Rng): number {
  const u = rng.next();
  if (u < 0.82) return rng.int(20, 50);
  if (u < 0.95) return rng.int(10, 19);
  return rng.int(51, 97);
}

export function* generateSales(): Generator<Row> {
  const rng = new Rng('meridian:cleaned_sales_data');
  const products = new WeightedPicker(buildProducts(rng), (p) => p.weight);
  const customers = new WeightedPicker(buildCustomers(rng), (c) => c.weight);

  const days: { day: number; weight: number }[] = [];
  for (let day = SALES_FIRST_DAY; day <= SALES_LAST_DAY; day++) {
    const date = new Date(day * DAY_MS);
    const weekday = date.getUTCDay();
    const weekFactor = weekday === 0 || weekday === 6 ? 0.25 : 1;
    const weight =
      (MONTH_FACTOR[date.getUTCMonth()] ?? 1) * (YEAR_FACTOR[date.getUTCFullYear()] ?? 1) * weekFactor;
    days.push({ day, weight });
  }
  const totalWeight = days.reduce((sum, d) => sum + d.weight, 0);

  let orderNumber = FIRST_ORDER_NUMBER;
  for (const { day, weight } of days) {
    const orders = rng.poisson((weight / totalWeight) * TARGET_ORDERS);
    const date = new Date(day * DAY_MS);
    for (let o = 0; o < orders; o++) {
      const customer = customers.pick(rng);
      const status = orderStatus(rng, day);
      const lineCount = 1 + Math.min(17, Math.floor(Math.pow(rng.next(), 1.1) * 18));
      const items = rng.sample(products, lineCount);
      const priceTrend = 1 + 0.02 * (date.getUTCFullYear() - 2003);
      for (const [i, product] of items.entries()) {
        const quantityOrdered = quantity(rng);
        const factor = Math.min(1.25, Math.max(0.7, rng.normal(0.98, 0.09)));
        const priceEach = round2(product.msrp * factor * priceTrend);
        const sales = round2(quantityOrdered * priceEach);
        yield {
          order_number: orderNumber,
          quantity_ordered: quantityOrdered,
          price_each: priceEach,
          order_line_number: i + 1,
          sales,
          order_date: day * DAY_MS,
          status,
          quarter: Math.floor(date.getUTCMonth() / 3) + 1,
          month: date.getUTCMonth() + 1,
          year: date.getUTCFullYear(),
          product_line: product.line,
          msrp: product.msrp,
          product_code: product.code,
          customer_name: customer.name,
          phone: customer.phone,
          address_line1: customer.address1,
          address_line2: customer.address2,
          city: customer.city,
          state: customer.state,
          postal_code: customer.postalCode,
          country: customer.country,
          territory: customer.territory,
          contact_last_name: customer.contactLastName,
          contact_first_name: customer.contactFirstName,
          deal_size: dealSize(sales),
        };
      }
      orderNumber++;
    }
  }
}
