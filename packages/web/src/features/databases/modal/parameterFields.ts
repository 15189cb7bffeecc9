/**
 * The dynamic connection form, generated from an engine's `parameters` JSON schema (Superset's
 * BasicParametersSchema: host, port, database, username, password, query, encryption). Known
 * parameters get Superset's labels and placeholders; any other property gets a generic field.
 */
import type { ParameterProperty, ParametersSchema } from '../../../api/databases';

export type FieldKind = 'text' | 'password' | 'number' | 'switch' | 'query';

export interface ParameterField {
  name: string;
  label: string;
  kind: FieldKind;
  required: boolean;
  placeholder?: string;
  helper?: string;
}

/** Values as the form holds them: text for inputs (port too), booleans for switches. */
export type ParameterValues = Record<string, string | boolean>;

const KNOWN: Record<string, Omit<ParameterField, 'name' | 'required'>> = {
  host: { label: 'Host', kind: 'text', placeholder: 'e.g. 127.0.0.1' },
  port: { label: 'Port', kind: 'number', placeholder: 'e.g. 5432' },
  database: {
    label: 'Database name',
    kind: 'text',
    placeholder: 'e.g. world_population',
    helper: 'Copy the name of the database you are trying to connect to.',
  },
  username: { label: 'Username', kind: 'text', placeholder: 'e.g. Analytics' },
  password: { label: 'Password', kind: 'password', placeholder: 'e.g. ********' },
  query: {
    label: 'Additional Parameters',
    kind: 'query',
    placeholder: 'e.g. param1=value1&param2=value2',
  },
  encryption: { label: 'SSL', kind: 'switch', helper: 'SSL Mode "require" will be used.' },
};

/** Superset's field order; unknown properties follow in schema order. */
const ORDER = ['host', 'port', 'database', 'username', 'password', 'query', 'encryption'];
/** SSH tunnels are not offered (the server refuses them). */
const HIDDEN = new Set(['ssh']);

function genericField(name: string, prop: ParameterProperty, required: boolean): ParameterField {
  const label = prop.description ?? name.replace(/_/g, ' ').replace(/^\w/, (c) => c.toUpperCase());
  const kind: FieldKind =
    prop.type === 'boolean'
      ? 'switch'
      : prop.type === 'integer' || prop.type === 'number'
        ? 'number'
        : /password|secret|token/i.test(name)
          ? 'password'
          : 'text';
  return { name, label, kind, required };
}

/** The form's fields for an engine's parameters schema, in display order. */
export function parameterFields(schema: ParametersSchema | undefined): ParameterField[] {
  if (!schema?.properties) return [];
  const required = new Set(schema.required ?? []);
  const names = Object.keys(schema.properties).filter((n) => !HIDDEN.has(n));
  const rank = (n: string) => {
    const i = ORDER.indexOf(n);
    return i === -1 ? ORDER.length : i;
  };
  return [...names]
    .sort((a, b) => rank(a) - rank(b))
    .map((name) => {
      const known = KNOWN[name];
      const prop = schema.properties[name] ?? {};
      return known
        ? { name, ...known, required: required.has(name) }
        : genericField(name, prop, required.has(name));
    });
}

/** `{a: '1', b: 'x'}` → `a=1&b=x` (the "Additional Parameters" text). */
export function queryToText(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  return new URLSearchParams(
    Object.entries(query as Record<string, unknown>).map(([k, v]) => [k, String(v)]),
  ).toString();
}

/** `a=1&b=x` → `{a: '1', b: 'x'}`; blank text gives `{}`. */
export function textToQuery(text: string): Record<string, string> {
  const trimmed = text.trim().replace(/^\?/, '');
  if (!trimmed) return {};
  return Object.fromEntries(new URLSearchParams(trimmed).entries());
}

/** Stored parameters (from GET database/{id}) → form values. */
export function valuesFromParameters(
  fields: ParameterField[],
  parameters: Record<string, unknown> | undefined,
): ParameterValues {
  const out: ParameterValues = {};
  for (const f of fields) {
    const v = parameters?.[f.name];
    if (f.kind === 'switch') out[f.name] = v === true;
    else if (f.kind === 'query') out[f.name] = queryToText(v);
    else out[f.name] = typeof v === 'string' || typeof v === 'number' ? String(v) : '';
  }
  return out;
}

/** Form values → the `parameters` the API takes: numbers as numbers, blanks left out. */
export function parametersPayload(
  fields: ParameterField[],
  values: ParameterValues,
): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const f of fields) {
    const v = values[f.name];
    if (f.kind === 'switch') {
      if (typeof v === 'boolean') out[f.name] = v;
      continue;
    }
    const text = typeof v === 'string' ? v : '';
    if (f.kind === 'query') {
      out[f.name] = textToQuery(text);
      continue;
    }
    // The password keeps its spaces; other fields are trimmed.
    const value = f.kind === 'password' ? text : text.trim();
    if (value === '') continue;
    out[f.name] = f.kind === 'number' && /^\d+$/.test(value) ? Number(value) : value;
  }
  return out;
}

/** Names of required fields left blank. */
export function missingRequired(fields: ParameterField[], values: ParameterValues): string[] {
  return fields
    .filter((f) => f.required && f.kind !== 'switch')
    .filter((f) => {
      const v = values[f.name];
      return typeof v !== 'string' || v.trim() === '';
    })
    .map((f) => f.name);
}
