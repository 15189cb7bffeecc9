/**
 * Control validators with the spec's messages (§5). Like Superset's, each returns the message when
 * the value is wrong and false when it is fine; an empty value passes every check except
 * validateNonEmpty, so optional controls can be left blank.
 */
export type Validator = (value: unknown) => string | false;

export const MESSAGES = {
  nonEmpty: 'cannot be empty',
  integer: 'is expected to be an integer',
  positiveInteger: 'is expected to be a positive integer',
  number: 'is expected to be a number',
  maxValue: 'Value cannot exceed %s',
  orderBy: 'Found invalid orderby options',
} as const;

/** Replaces each "%s" with the next argument (the translation helpers' printf subset). */
export function formatMessage(template: string, ...args: unknown[]): string {
  let i = 0;
  return template.replace(/%s/g, () => {
    const arg = args[i++];
    return typeof arg === 'string' ? arg : arg === null || arg === undefined ? '' : JSON.stringify(arg);
  });
}

const isBlank = (value: unknown): boolean => value === null || value === undefined || value === '';

/** null, undefined, '' and [] are empty. */
export const validateNonEmpty: Validator = (value) =>
  isBlank(value) || (Array.isArray(value) && value.length === 0) ? MESSAGES.nonEmpty : false;

const asNumber = (value: unknown): number =>
  typeof value === 'string' ? (value.trim() === '' ? Number.NaN : Number(value.trim())) : Number(value);

/** A whole number, given as a number or as text ("10", not "10.5" or "ten"). */
export const validateInteger: Validator = (value) => {
  if (isBlank(value)) return false;
  if (typeof value === 'boolean' || Array.isArray(value)) return MESSAGES.integer;
  return Number.isInteger(asNumber(value)) ? false : MESSAGES.integer;
};

/** A whole number above zero (row limit, series limit). */
export const validatePositiveInteger: Validator = (value) => {
  const integer = validateInteger(value);
  if (integer || isBlank(value)) return integer;
  return asNumber(value) > 0 ? false : MESSAGES.positiveInteger;
};

/** Any finite number, as a number or as text. */
export const validateNumber: Validator = (value) => {
  if (isBlank(value)) return false;
  if (typeof value === 'boolean' || Array.isArray(value)) return MESSAGES.number;
  return Number.isFinite(asNumber(value)) ? false : MESSAGES.number;
};

/** A validator refusing numbers above `max` (the row limit's bound is the configured SQL maximum). */
export const validateMaxValue =
  (max: number): Validator =>
  (value) => {
    if (isBlank(value)) return false;
    const n = asNumber(value);
    return Number.isFinite(n) && n > max ? formatMessage(MESSAGES.maxValue, max) : false;
  };

/** Order-by entries are `[column, ascending]` pairs, or their JSON text as the select control stores them. */
export const validateOrderBy: Validator = (value) => {
  if (isBlank(value)) return false;
  const entries = Array.isArray(value) ? value : [value];
  for (const entry of entries) {
    if (typeof entry !== 'string') continue;
    try {
      JSON.parse(entry);
    } catch {
      return MESSAGES.orderBy;
    }
  }
  return false;
};

/** Every message the validators give for a value, in order. */
export function runValidators(value: unknown, validators: readonly Validator[] | null | undefined): string[] {
  const errors: string[] = [];
  for (const validate of validators ?? []) {
    const message = validate(value);
    if (message) errors.push(message);
  }
  return errors;
}
