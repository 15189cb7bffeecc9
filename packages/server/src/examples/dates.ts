/** Dates as whole days since 1970-01-01 (UTC); multiply by DAY_MS for epoch milliseconds. */
export const DAY_MS = 86_400_000;

/** The day number of a calendar date (month 1-12). */
export const utcDay = (year: number, month: number, day: number): number =>
  Date.UTC(year, month - 1, day) / DAY_MS;
