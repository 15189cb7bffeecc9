import { describe, expect, it } from 'vitest';
import type { DataMask } from './crossFilter.js';
import {
  buildHierarchy,
  fadeOutsideSelection,
  flattenHierarchy,
  hierarchyItemOf,
  hierarchyNodeFilters,
  labelColorOn,
  toggleHierarchyCrossFilter,
} from './hierarchy.js';

const rows = [
  { region: 'EU', country: 'France', n: 5, m: 1 },
  { region: 'EU', country: null, n: 2, m: 2 },
  { region: 'EU', country: 'null', n: 1, m: 0 },
  { region: 'EU', country: 'France', n: 3, m: 3 },
  { region: null, country: 'Atlantis', n: 4, m: null },
  { region: 'US', country: 'USA', n: '7', m: 7 },
];

describe('buildHierarchy', () => {
  const tree = buildHierarchy(rows, { levels: ['region', 'country'], metric: 'n', secondaryMetric: 'm' });

  it('nests one level per column in first-seen order and sums values up the tree', () => {
    expect(tree.map((n) => [n.name, n.value, n.secondaryValue])).toEqual([
      ['EU', 11, 6],
      ['<NULL>', 4, 0],
      ['US', 7, 7],
    ]);
    expect(tree[2]!.children[0]).toMatchObject({ name: 'USA', value: 7, values: ['US', 'USA'] });
  });

  it('merges rows repeating a path and keeps NULL apart from the text "null"', () => {
    const eu = tree[0]!.children;
    expect(eu.map((n) => [n.name, n.value, n.values])).toEqual([
      ['France', 8, ['EU', 'France']],
      ['<NULL>', 2, ['EU', null]],
      ['null', 1, ['EU', 'null']],
    ]);
    expect(eu[1]!.path).toEqual(['EU', '<NULL>']);
    expect(tree[1]!.children[0]!.values).toEqual([null, 'Atlantis']);
  });

  it('uses the primary metric as secondary without one, and formats names per level', () => {
    const flat = buildHierarchy(rows, {
      levels: ['region'],
      metric: 'n',
      formatName: (v, level) => `${level}:${String(v)}`,
    });
    expect(flat.map((n) => [n.name, n.secondaryValue])).toEqual([
      ['0:EU', 11],
      ['<NULL>', 4],
      ['0:US', 7],
    ]);
    expect(flattenHierarchy(tree)).toHaveLength(3 + 5);
    expect(buildHierarchy(rows, { levels: [], metric: 'n' })).toEqual([]);
  });
});

describe('hierarchy interactions', () => {
  const columns = ['region', 'country'];
  const leaf = { values: ['EU', null], path: ['EU', '<NULL>'] };

  it('cross-filters a parent on its prefix, a leaf on its full path, and clears on a second click', () => {
    const masks: DataMask[] = [];
    toggleHierarchyCrossFilter({ setDataMask: (m) => masks.push(m) }, columns, {
      values: ['EU'],
      path: ['EU'],
    });
    expect(masks[0]!.extraFormData).toEqual({ filters: [{ col: 'region', op: 'IN', val: ['EU'] }] });
    toggleHierarchyCrossFilter({ setDataMask: (m) => masks.push(m) }, columns, leaf);
    expect(masks[1]!.extraFormData!.filters).toEqual([
      { col: 'region', op: 'IN', val: ['EU'] },
      { col: 'country', op: 'IS NULL' },
    ]);
    expect(masks[1]!.filterState?.label).toBe('EU ▸ <NULL>');
    toggleHierarchyCrossFilter(
      { setDataMask: (m) => masks.push(m), filterState: masks[1]!.filterState },
      columns,
      leaf,
    );
    expect(masks[2]!.extraFormData).toEqual({ filters: [] });
  });

  it('gives drill filters for the node path and ignores items that are not nodes', () => {
    expect(hierarchyNodeFilters(columns, leaf)).toEqual([
      { col: 'region', op: '==', val: 'EU', formattedVal: 'EU' },
      { col: 'country', op: 'IS NULL', formattedVal: '<NULL>' },
    ]);
    expect(hierarchyItemOf({ name: 'x' })).toBeNull();
    expect(hierarchyNodeFilters(columns, hierarchyItemOf(undefined))).toEqual([]);
  });

  it('picks readable label colours', () => {
    expect(labelColorOn('#454E7C')).toBe('#ffffff');
    expect(labelColorOn('#FCC700')).toBe('#333333');
  });
});

describe('fadeOutsideSelection', () => {
  const eu = { values: ['EU'], path: ['EU'], itemStyle: { color: '#1fa8c9' } };
  const option = {
    series: [
      {
        data: [
          {
            ...eu,
            children: [
              { values: ['EU', 'FR'], path: ['EU', 'FR'] },
              { values: ['EU', null], path: [] },
            ],
          },
          { values: ['US'], path: ['US'], label: { color: '#ffffff' } },
        ],
      },
    ],
  };
  type Node = { itemStyle?: Record<string, unknown>; label?: unknown; children?: Node[] };
  const dataOf = (o: Record<string, unknown>) => (o.series as { data: Node[] }[])[0]!.data;

  it('fades the nodes off the selected path, ancestors and descendants of the selection stay', () => {
    const faded = dataOf(fadeOutsideSelection(option, [['EU', 'FR']]));
    expect(faded[0]!.itemStyle).toEqual({ color: '#1fa8c9' });
    expect(faded[0]!.children!.map((c) => c.itemStyle)).toEqual([undefined, { color: '#f0f0f0' }]);
    expect(faded[1]!.itemStyle).toEqual({ color: '#f0f0f0' });
    expect(faded[1]!.label).toEqual({ color: '#999999' });
    const byParent = dataOf(fadeOutsideSelection(option, [['EU']]));
    expect(byParent[0]!.children!.map((c) => c.itemStyle)).toEqual([undefined, undefined]);
  });

  it('can fade leaves only, and leaves the option alone without a selection', () => {
    const faded = dataOf(fadeOutsideSelection(option, [['US']], true));
    expect(faded[0]!.itemStyle).toEqual({ color: '#1fa8c9' });
    expect(faded[0]!.children!.map((c) => c.itemStyle)).toEqual([{ color: '#f0f0f0' }, { color: '#f0f0f0' }]);
    expect(fadeOutsideSelection(option, null)).toBe(option);
  });
});
