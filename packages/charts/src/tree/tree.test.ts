import { parseQueryContext } from '@meridian/core';
import { describe, expect, it } from 'vitest';
import type { FormData } from '../sdk/plugin.js';
import { transformInput } from '../test-support/chartInput.js';
import { buildTreeQuery } from './buildQuery.js';
import { guessRootId, treeFrom, type TreeNode } from './buildTree.js';
import { transformTreeProps, treeTooltip } from './transformProps.js';

/** As Superset's tree control panel saves it. */
const formData: FormData = {
  viz_type: 'tree_chart',
  datasource: '9__table',
  id: 'id',
  parent: 'parent',
  name: 'name',
  root_node_id: '1',
  metric: 'count',
  adhoc_filters: [],
  row_limit: 10000,
  layout: 'orthogonal',
  orient: 'LR',
  node_label_position: 'left',
  child_label_position: 'bottom',
  emphasis: 'descendant',
  symbol: 'emptyCircle',
  symbolSize: 7,
  roam: true,
};
const rows = [
  { id: 1, parent: null, name: 'World', count: 6 },
  { id: 2, parent: 1, name: 'EMEA', count: 4 },
  { id: 3, parent: 1, name: 'APAC', count: 2 },
  { id: 4, parent: 2, name: 'France', count: 3 },
  { id: 5, parent: 2, name: 'Spain', count: 1 },
  { id: 6, parent: 99, name: 'Orphan', count: 1 },
];
const props = (fd: FormData = formData, data: Record<string, unknown>[] = rows) =>
  transformTreeProps(
    transformInput(fd, [{ colnames: ['id', 'parent', 'name', 'count'], coltypes: [0, 0, 1, 0], data }]),
  );
type Series = {
  data: TreeNode[];
  layout: string;
  orient: string;
  symbol: string;
  leaves: unknown;
  roam: unknown;
};
const seriesOf = (p: ReturnType<typeof props>) => (p.echartOptions.series as Series[])[0]!;
const shape = (n: TreeNode): unknown => (n.children.length ? [n.name, n.children.map(shape)] : n.name);

describe('buildTreeQuery', () => {
  it('queries id, parent and name with the metric', () => {
    const q = buildTreeQuery(formData).queries[0]!;
    expect(q.columns).toEqual(['id', 'parent', 'name']);
    expect(q.metrics).toEqual(['count']);
    expect(() => parseQueryContext(JSON.parse(JSON.stringify(buildTreeQuery(formData))))).not.toThrow();
  });
});

describe('transformTreeProps', () => {
  it('hangs the tree from the root node id, with values and the chosen layout', () => {
    const s = seriesOf(props());
    expect(shape(s.data[0]!)).toEqual(['World', [['EMEA', ['France', 'Spain']], 'APAC']]);
    expect(s.data[0]!.children[0]!.value).toBe(4);
    expect([s.layout, s.orient, s.symbol, s.roam]).toEqual(['orthogonal', 'LR', 'emptyCircle', true]);
    expect(s.leaves).toEqual({ label: { position: 'bottom' } });
    const radial = seriesOf(
      props({ ...formData, layout: 'radial', roam: 'move', child_label_position: 'top' }),
    );
    expect([radial.layout, radial.roam, radial.leaves]).toEqual([
      'radial',
      'move',
      { label: { position: 'top' } },
    ]);
  });

  it('without a root id picks the largest tree under an only child; names default to ids', () => {
    const s = seriesOf(props({ ...formData, root_node_id: '', name: null }));
    // The only children: 1 (of no parent) and 6 (of 99); 1's tree is the larger.
    expect(shape(s.data[0]!)).toEqual(['1', [['2', ['4', '5']], '3']]);
    const world = rows.map((r) => ({
      id: String(r.id),
      parent: r.parent === null ? null : String(r.parent),
      name: r.name,
      value: r.count,
    }));
    expect(guessRootId(world)).toBe('1');
    expect(treeFrom(world, 'nope')).toEqual({ name: '', children: [] });
  });

  it('tooltips show the path and the value, escaped', () => {
    const tip = treeTooltip('Count', (v) => String(v));
    expect(tip({ value: 3, treeAncestors: [{ name: '' }, { name: 'World' }, { name: '<EMEA>' }] })).toBe(
      '<div style="font-weight: 600">World ▸ &lt;EMEA&gt;</div><table><tr><td style="padding-right: 12px">Count</td><td style="text-align: right; font-weight: 600">3</td></tr></table>',
    );
  });

  it('copes with no rows, loops, and 10,000 nodes (the default row limit) in a deep chain', () => {
    expect(seriesOf(props(formData, [])).data[0]).toEqual({ name: '', children: [] });
    const loop = [
      { id: 1, parent: 2, name: 'a', count: 1 },
      { id: 2, parent: 1, name: 'b', count: 1 },
    ];
    expect(shape(seriesOf(props(formData, loop)).data[0]!)).toEqual(['a', [['b', ['a']]]]);
    const chain = Array.from({ length: 10_000 }, (_, i) => ({
      id: i,
      parent: i - 1,
      name: `n${i}`,
      count: 1,
    }));
    let depth = 0;
    for (
      let n: TreeNode | undefined = seriesOf(props({ ...formData, root_node_id: undefined }, chain)).data[0];
      n;
      n = n.children[0]
    )
      depth += 1;
    expect(depth).toBe(10_000);
  });
});
