import { getNumberFormatter, type NumberFormatter } from './numberFormatter.js';

/** A chart's or a metric's currency (Superset's `currency_format`): ISO code and where it goes. */
export interface CurrencyFormat {
  symbol?: string | null;
  /** "prefix" (default) or "suffix". */
  symbolPosition?: string | null;
}

const symbols = new Map<string, string | null>();

/** The display symbol of an ISO 4217 code ("USD" → "$"); null for codes Intl does not know. */
export function getCurrencySymbol(code: string): string | null {
  if (symbols.has(code)) return symbols.get(code) ?? null;
  let symbol: string | null;
  try {
    const parts = new Intl.NumberFormat('en-US', { style: 'currency', currency: code }).formatToParts(1);
    symbol = parts.find((p) => p.type === 'currency')?.value ?? null;
  } catch {
    symbol = null;
  }
  symbols.set(code, symbol);
  return symbol;
}

export const hasValidCurrency = (currency: CurrencyFormat | null | undefined): currency is CurrencyFormat =>
  Boolean(currency?.symbol && getCurrencySymbol(currency.symbol));

/**
 * A number formatter that writes the currency symbol before or after the number, as Superset's
 * CurrencyFormatter does; the d3 format's own "$" is dropped so the symbol is not written twice.
 * Without a valid currency it is the plain number formatter.
 */
export function getCurrencyFormatter(
  currency: CurrencyFormat | null | undefined,
  format?: string | null,
): NumberFormatter {
  if (!hasValidCurrency(currency)) return getNumberFormatter(format);
  const base = getNumberFormatter(format ? format.replace('$', '') : format);
  const symbol = getCurrencySymbol(currency.symbol!)!;
  const suffix = currency.symbolPosition === 'suffix';
  const formatter = (value: number | null | undefined) => {
    const text = base(value);
    if (value === null || value === undefined || Number.isNaN(value)) return text;
    return suffix ? `${text} ${symbol}` : `${symbol} ${text}`;
  };
  return Object.assign(formatter, { id: `${base.id} ${currency.symbol}`, isInvalid: base.isInvalid });
}
