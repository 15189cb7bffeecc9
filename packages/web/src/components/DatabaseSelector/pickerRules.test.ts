import { describe, expect, it } from 'vitest';
import {
  EMPTY_SELECTION,
  reconcileWithOptions,
  selectCatalog,
  selectDatabase,
  selectSchema,
} from './pickerRules';

describe('database picker rules', () => {
  const full = { dbId: 1, catalog: 'main', schema: 'public' };

  it('clears catalog and schema when the database changes', () => {
    expect(selectDatabase(full, 2)).toEqual({ dbId: 2, catalog: null, schema: null });
    expect(selectDatabase(full, null)).toEqual(EMPTY_SELECTION);
    expect(selectDatabase(full, 1)).toBe(full); // same database: nothing to clear
  });

  it('clears the schema when the catalog changes', () => {
    expect(selectCatalog(full, 'other')).toEqual({ dbId: 1, catalog: 'other', schema: null });
    expect(selectCatalog(full, 'main')).toBe(full);
  });

  it('sets the schema alone', () => {
    expect(selectSchema(full, 'sales')).toEqual({ dbId: 1, catalog: 'main', schema: 'sales' });
  });

  it('auto-selects the only option', () => {
    expect(reconcileWithOptions(null, ['public'])).toBe('public');
    expect(reconcileWithOptions('gone', ['public'])).toBe('public');
  });

  it('clears a value absent from the options, keeps a present one', () => {
    expect(reconcileWithOptions('gone', ['a', 'b'])).toBeNull();
    expect(reconcileWithOptions('gone', [])).toBeNull();
    expect(reconcileWithOptions('b', ['a', 'b'])).toBe('b');
    expect(reconcileWithOptions(null, ['a', 'b'])).toBeNull();
  });
});
