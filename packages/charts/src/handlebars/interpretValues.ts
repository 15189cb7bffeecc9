/**
 * Value rules of the handlebars interpreter: reading a property (own properties of plain data only —
 * never __proto__, constructor or prototype, never anything inherited), turning a value into text and
 * HTML-escaping it as Handlebars does.
 */

const FORBIDDEN = new Set(['__proto__', 'constructor', 'prototype']);

export const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** `obj[key]` when it is an own property of an array or plain object (or a string's length). */
export function lookupOwn(obj: unknown, key: unknown): unknown {
  if (typeof key !== 'string' && typeof key !== 'number') return undefined;
  const name = String(key);
  if (FORBIDDEN.has(name)) return undefined;
  if (typeof obj === 'string') return name === 'length' ? obj.length : undefined;
  if (!Array.isArray(obj) && !isPlainObject(obj)) return undefined;
  return Object.hasOwn(obj, name) ? (obj as Record<string, unknown>)[name] : undefined;
}

/** A value as Handlebars prints it: nothing for null/undefined, arrays comma-joined. */
export function toText(v: unknown): string {
  if (v === null || v === undefined) return '';
  if (typeof v === 'string') return v;
  if (typeof v === 'number' || typeof v === 'boolean' || typeof v === 'bigint') return String(v);
  if (Array.isArray(v)) return v.map(toText).join(',');
  if (isPlainObject(v)) return '[object Object]';
  return '';
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
  '`': '&#x60;',
  '=': '&#x3D;',
};

/** Handlebars' escapeExpression. */
export const escapeHtml = (v: unknown): string => toText(v).replace(/[&<>"'`=]/g, (c) => ESCAPES[c]!);
