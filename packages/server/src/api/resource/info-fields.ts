/**
 * Flask-AppBuilder's field descriptions for `_info`'s `add_columns` and `edit_columns`, read from the
 * zod schema that validates the body: `{name, label, description, required, type, unique,
 * validate?}` per field, with marshmallow's class names and validator texts.
 */
import type { z } from 'zod';

export interface FieldInfo {
  name: string;
  label: string;
  description: string;
  required: boolean;
  type: string;
  unique: boolean;
  validate?: string[];
}

type AnySchema = z.ZodType & { _zod: { def: { type: string; innerType?: AnySchema; in?: AnySchema } } };

/** FAB's label of a column: `changed_by.first_name` → `Changed By First Name`. */
export const prettify = (name: string) =>
  name.replace(/[._]/g, ' ').replace(/\w\S*/g, (w) => w[0]!.toUpperCase() + w.slice(1).toLowerCase());

/** The schema under optional/nullable/default/pipe wrappers. */
function unwrap(schema: AnySchema): AnySchema {
  let s = schema;
  for (let i = 0; i < 10; i++) {
    const def = s._zod.def;
    const inner = def.innerType ?? (def.type === 'pipe' ? def.in : undefined);
    if (!inner) return s;
    s = inner;
  }
  return s;
}

const MARSHMALLOW: Record<string, string> = {
  string: 'String',
  number: 'Integer',
  int: 'Integer',
  boolean: 'Boolean',
  array: 'List',
  object: 'Dict',
  record: 'Dict',
  enum: 'String',
  literal: 'String',
};

function fieldType(schema: AnySchema): string {
  const type = schema._zod.def.type;
  if (type === 'number') return (schema as unknown as z.ZodNumber).isInt ? 'Integer' : 'Float';
  return MARSHMALLOW[type] ?? 'Raw';
}

/** marshmallow's Length/Range validators as FAB prints them. */
function validators(schema: AnySchema): string[] {
  const none = (v: number | null | undefined) =>
    v === null || v === undefined || !Number.isFinite(v) ? 'None' : String(v);
  const type = schema._zod.def.type;
  if (type === 'string') {
    const s = schema as unknown as z.ZodString;
    if (s.minLength === null && s.maxLength === null) return [];
    return [`<Length(min=${none(s.minLength)}, max=${none(s.maxLength)}, equal=None, error=None)>`];
  }
  if (type === 'number') {
    const n = schema as unknown as z.ZodNumber;
    const [min, max] = [n.minValue, n.maxValue];
    const bounded = (v: number | null) => v !== null && Math.abs(v) < Number.MAX_SAFE_INTEGER;
    if (!bounded(min) && !bounded(max)) return [];
    return [
      `<Range(min=${bounded(min) ? min : 'None'}, max=${bounded(max) ? max : 'None'}, min_inclusive=True, max_inclusive=True, error=None)>`,
    ];
  }
  return [];
}

/** One entry per field of the body schema, in its order. */
export function fieldsInfo(body: z.ZodObject): FieldInfo[] {
  return Object.entries(body.shape as Record<string, AnySchema>).map(([name, field]) => {
    const inner = unwrap(field);
    const validate = validators(inner);
    return {
      name,
      label: prettify(name),
      description: field.description ?? inner.description ?? '',
      required: !field.safeParse(undefined).success,
      type: fieldType(inner),
      unique: false,
      ...(validate.length && { validate }),
    };
  });
}
