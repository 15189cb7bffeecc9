/** The checkable tree of the dashboard's tabs and charts; ticking sets the scope. */
import type { NativeFilterScope } from '@meridian/core';
import { Tree, Typography } from 'antd';
import type { DataNode } from 'antd/es/tree';
import { useMemo } from 'react';
import { useDashboardSelector } from '../../../state/store';
import { useChartName } from './useChartName';
import {
  buildScopeTree,
  checkedKeysForScope,
  chartIdsOfKeys,
  scopeFromCharts,
  type ScopeTreeNode,
} from './scopeTree';

export interface ScopeTreeProps {
  scope: NativeFilterScope;
  onChange: (scope: NativeFilterScope) => void;
  /** A chart left out of the tree (a chart's own cross-filter scope). */
  skipChart?: number;
}

const toData = (n: ScopeTreeNode): DataNode => ({
  key: n.key,
  title: <span data-test={`scope-node-${n.kind}`}>{n.title}</span>,
  children: n.children?.map(toData),
});

export function ScopeTree({ scope, onChange, skipChart }: ScopeTreeProps) {
  const layout = useDashboardSelector((s) => s.dashboardLayout.present);
  const chartName = useChartName();
  const tree = useMemo(() => buildScopeTree(layout, chartName, skipChart), [layout, chartName, skipChart]);
  const data = useMemo(() => tree.map(toData), [tree]);
  const checked = useMemo(() => checkedKeysForScope(layout, scope, skipChart), [layout, scope, skipChart]);
  if (!tree.length) return <Typography.Text type="secondary">No charts on this dashboard</Typography.Text>;
  return (
    <div data-test="scope-tree" style={{ maxHeight: 360, overflow: 'auto' }}>
      <Tree
        checkable
        selectable={false}
        defaultExpandAll
        treeData={data}
        checkedKeys={checked}
        onCheck={(keys) => {
          const list = (Array.isArray(keys) ? keys : keys.checked).map(String);
          onChange(scopeFromCharts(layout, chartIdsOfKeys(layout, list), skipChart));
        }}
      />
    </div>
  );
}
