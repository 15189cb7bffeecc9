/**
 * One column chosen in a single-column control (Superset's `entity`-like DndColumnSelect with
 * multi: false). Superset saves a column name or an adhoc column; older charts a one-item list.
 */
import type { QueryColumn } from '@meridian/core';
import { readField } from '../sdk/formDataSchema.js';

export const readEntity = (v: unknown): QueryColumn | undefined => {
  const c: unknown = Array.isArray(v) ? (v as unknown[])[0] : v;
  return c === null || c === undefined || c === '' ? undefined : (c as QueryColumn);
};

/** A form-data field holding one column, or undefined. */
export const entityField = () => readField(readEntity);

/** ECharts' roam setting as Superset's graph and tree save it: false, 'scale', 'move' or true. */
export type Roam = boolean | 'scale' | 'move';
export const readRoam = (v: unknown, fallback: Roam): Roam =>
  v === 'scale' || v === 'move' || typeof v === 'boolean'
    ? v
    : v === 'true'
      ? true
      : v === 'false'
        ? false
        : fallback;

/** Superset's "Enable graph roaming" choices. */
export const ROAM_CHOICES = [
  [false, 'Disabled'],
  ['scale', 'Scale only'],
  ['move', 'Move only'],
  [true, 'Scale and Move'],
] as const;
