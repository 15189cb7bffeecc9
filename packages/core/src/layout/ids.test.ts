import { describe, expect, it } from 'vitest';
import { chartComponentId, newComponentId } from './ids.js';
import { newComponent } from './factory.js';

describe('component ids', () => {
  it('prefixes new ids with the type and makes them unique', () => {
    const ids = new Set(Array.from({ length: 200 }, () => newComponentId('ROW')));
    expect(ids.size).toBe(200);
    for (const id of ids) expect(id).toMatch(/^ROW-[A-Za-z0-9_-]{21}$/);
  });

  it('numbers chart ids CHART-explore-{sliceId}-{n} from 1, skipping used ones', () => {
    expect(chartComponentId(7)).toBe('CHART-explore-7-1');
    const used = { ...newComponent('CHART', {}, [], 'CHART-explore-7-1') };
    expect(chartComponentId(7, { [used.id]: used })).toBe('CHART-explore-7-2');
  });
});
