/** Engine type names → Superset's generic column types (the vocabulary itself is core's). */
import { GenericDataType } from '@meridian/core';

export { GenericDataType } from '@meridian/core';

/** Ordered rules: the first pattern that matches the engine type wins. */
export type TypeRules = readonly (readonly [RegExp, GenericDataType])[];

export function genericTypeFromRules(
  rules: TypeRules,
  engineType: string | null | undefined,
): GenericDataType | null {
  if (!engineType) return null;
  const type = engineType.trim();
  for (const [pattern, generic] of rules) if (pattern.test(type)) return generic;
  return null;
}

const { Numeric, String: Str, Temporal, Boolean: Bool } = GenericDataType;

/** Names most SQL engines share; engine dialects put their own rules before these. */
export const COMMON_TYPE_RULES: TypeRules = [
  [/^bool/i, Bool],
  [/^(time\s*with|timetz|time\b|time\(|time_ns|interval)/i, Str],
  [/^(date|datetime|timestamp|smalldatetime|datetime2|datetimeoffset)/i, Temporal],
  [
    /^(tiny|small|medium|big|huge)?int|^u(tiny|small|big|huge)?int|^integer|^(u)?int\d*|^serial|^bigserial|^smallserial/i,
    Numeric,
  ],
  [/^(decimal|numeric|number|real|float|double|money|smallmoney|dec\b|fixed|year|bit)/i, Numeric],
  [
    /^(var)?char|^(n)?(var)?char|^text|^string|^varchar|^uuid|^json|^enum|^set\b|^clob|^name\b|^citext|^tinytext|^mediumtext|^longtext|^character/i,
    Str,
  ],
];
