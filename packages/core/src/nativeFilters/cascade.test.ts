import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cascadeCycle, orderByCascade, wouldCreateCycle } from './cascade.js';

const item = (id: string, ...parents: string[]) => ({ id, cascadeParentIds: parents });

describe('cascadeCycle', () => {
  it('is null without a cycle (unknown parents ignored)', () => {
    expect(cascadeCycle([item('a'), item('b', 'a'), item('c', 'a', 'b', 'gone')])).toBeNull();
    expect(cascadeCycle([])).toBeNull();
  });

  it('names the ids of a cycle, each the parent of the next', () => {
    const cycle = cascadeCycle([item('x'), item('a', 'c'), item('b', 'a'), item('c', 'b')]);
    expect(cycle).not.toBeNull();
    expect([...cycle!].sort()).toEqual(['a', 'b', 'c']);
    const items = new Map([item('a', 'c'), item('b', 'a'), item('c', 'b')].map((i) => [i.id, i]));
    cycle!.forEach((id, k) => {
      const next = cycle![(k + 1) % cycle!.length]!;
      expect(items.get(next)!.cascadeParentIds).toContain(id);
    });
    expect(cascadeCycle([item('a', 'a')])).toEqual(['a']);
  });

  it('tells whether a new parent list would close a cycle', () => {
    const items = [item('a'), item('b', 'a'), item('c', 'b')];
    expect(wouldCreateCycle(items, 'a', ['c'])).toBe(true);
    expect(wouldCreateCycle(items, 'c', ['a'])).toBe(false);
    expect(wouldCreateCycle(items, 'new', ['c'])).toBe(false);
  });
});

describe('orderByCascade', () => {
  it('puts parents before children and keeps the order otherwise', () => {
    const out = orderByCascade([item('c', 'b'), item('x'), item('b', 'a'), item('a'), item('y')]);
    expect(out.map((i) => i.id)).toEqual(['a', 'b', 'c', 'x', 'y']);
    const plain = [item('p'), item('q'), item('r')];
    expect(orderByCascade(plain)).toEqual(plain);
  });

  it('terminates on cycles and keeps every item once', () => {
    const out = orderByCascade([item('a', 'b'), item('b', 'a'), item('c')]);
    expect(out.map((i) => i.id).sort()).toEqual(['a', 'b', 'c']);
  });

  it('property: acyclic graphs come out as a permutation with parents first', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.nat(20), { maxLength: 3 }), { maxLength: 20 }), (parentsList) => {
        // parents only among earlier indexes of a shuffled id list → acyclic
        const items = parentsList.map((ps, i) =>
          item(`f${i}`, ...ps.filter((p) => p < i).map((p) => `f${p}`)),
        );
        const shuffled = [...items].reverse();
        expect(cascadeCycle(shuffled)).toBeNull();
        const out = orderByCascade(shuffled);
        expect(out.map((i) => i.id).sort()).toEqual(items.map((i) => i.id).sort());
        const pos = new Map(out.map((i, k) => [i.id, k]));
        for (const i of out)
          for (const p of i.cascadeParentIds) expect(pos.get(p)!).toBeLessThan(pos.get(i.id)!);
      }),
    );
  });
});
