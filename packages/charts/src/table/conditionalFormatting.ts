/**
 * Conditional formatting of table and pivot cells (Superset's conditional_formatting rules): a cell
 * whose value meets the rule gets the rule's colour, more opaque the further it is towards the
 * column's extreme. Text cells are matched by the string comparators and get the full colour.
 */
export const COMPARATORS = [
  'None',
  '>',
  '<',
  '≥',
  '≤',
  '=',
  '≠',
  '< x <',
  '≤ x ≤',
  '≤ x <',
  '< x ≤',
  'begins with',
  'ends with',
  'containing',
  'not containing',
] as const;

/** Superset's comparators of text columns (case-sensitive, on the cell's text). */
export const STRING_COMPARATORS = ['begins with', 'ends with', 'containing', 'not containing'] as const;
const STRING_OPERATORS = new Set<string>(STRING_COMPARATORS);

/** Whether a rule's operator compares text (its target is a string, not a number). */
export const isStringComparator = (operator: string | undefined): boolean =>
  operator !== undefined && STRING_OPERATORS.has(operator);

export interface ConditionalFormattingRule {
  column?: string;
  colorScheme?: string;
  operator?: string;
  targetValue?: number | string | null;
  targetValueLeft?: number | string | null;
  targetValueRight?: number | string | null;
}

export type CellColorFormatter = (value: unknown) => string | undefined;

const num = (v: unknown): number | null => {
  if (v === null || v === undefined || v === '') return null;
  const n = Number(v);
  return Number.isFinite(n) ? n : null;
};

/** "#RRGGBB" + alpha (0-1) → rgba(). */
export function withAlpha(color: string, alpha: number): string {
  const hex = /^#?([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) return color;
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgba(${r}, ${g}, ${b}, ${Math.round(alpha * 100) / 100})`;
}

function matches(rule: ConditionalFormattingRule, v: number): boolean {
  const t = num(rule.targetValue);
  const l = num(rule.targetValueLeft);
  const r = num(rule.targetValueRight);
  switch (rule.operator) {
    case undefined:
    case 'None':
      return true;
    case '>':
      return t !== null && v > t;
    case '<':
      return t !== null && v < t;
    case '≥':
      return t !== null && v >= t;
    case '≤':
      return t !== null && v <= t;
    case '=':
      return t !== null && v === t;
    case '≠':
      return t !== null && v !== t;
    case '< x <':
      return l !== null && r !== null && l < v && v < r;
    case '≤ x ≤':
      return l !== null && r !== null && l <= v && v <= r;
    case '≤ x <':
      return l !== null && r !== null && l <= v && v < r;
    case '< x ≤':
      return l !== null && r !== null && l < v && v <= r;
    default:
      return false;
  }
}

/**
 * A text cell against a rule: the four string comparators, '=' on the text, and 'None' (every text
 * cell). Null and non-text cells never match, "not containing" included (as Superset's).
 */
function matchesText(rule: ConditionalFormattingRule, value: string): boolean {
  const target =
    rule.targetValue === null || rule.targetValue === undefined ? null : String(rule.targetValue);
  switch (rule.operator) {
    case undefined:
    case 'None':
      return true;
    case '=':
      return target !== null && value === target;
    case 'begins with':
      return target !== null && value.startsWith(target);
    case 'ends with':
      return target !== null && value.endsWith(target);
    case 'containing':
      return target !== null && value.includes(target);
    case 'not containing':
      return target !== null && !value.includes(target);
    default:
      return false;
  }
}

/** Colour formatters per column, computed against the column's values (for the opacity range). */
export function getColorFormatters(
  rules: readonly ConditionalFormattingRule[] | null | undefined,
  valuesOf: (column: string) => readonly unknown[],
): Record<string, CellColorFormatter[]> {
  const out: Record<string, CellColorFormatter[]> = {};
  for (const rule of rules ?? []) {
    if (!rule?.column) continue;
    const color = rule.colorScheme && rule.colorScheme.startsWith('#') ? rule.colorScheme : '#ACE1C4';
    const numbers = valuesOf(rule.column)
      .map(num)
      .filter((v): v is number => v !== null);
    const min = numbers.length ? Math.min(...numbers) : 0;
    const max = numbers.length ? Math.max(...numbers) : 0;
    const formatter: CellColorFormatter = (value) => {
      if (isStringComparator(rule.operator) || (typeof value === 'string' && num(value) === null)) {
        return typeof value === 'string' && matchesText(rule, value) ? withAlpha(color, 1) : undefined;
      }
      const v = num(value);
      if (v === null || !matches(rule, v)) return undefined;
      // Opacity from 5% to 100% across the column's range (towards the max for ">"-like rules).
      const span = max - min;
      const towardsMin = rule.operator === '<' || rule.operator === '≤';
      const position = span === 0 ? 1 : towardsMin ? (max - v) / span : (v - min) / span;
      return withAlpha(color, 0.05 + 0.95 * position);
    };
    (out[rule.column] ??= []).push(formatter);
  }
  return out;
}
