/**
 * The bar at the top of a home panel (Superset's SubMenu there): its tabs on the left, its buttons
 * ("+ Chart", "View All »") on the right.
 */
import { Tabs } from 'antd';
import type { ReactNode } from 'react';
import type { TableTab } from './homeQueries';

export interface PanelTab {
  name: TableTab;
  label: string;
}

export function PanelTabs({
  tabs,
  active,
  onChange,
  buttons,
}: {
  tabs: PanelTab[];
  active: TableTab;
  onChange: (tab: TableTab) => void;
  buttons?: ReactNode;
}) {
  return (
    <Tabs
      size="small"
      activeKey={active}
      onChange={(key) => onChange(key as TableTab)}
      tabBarExtraContent={buttons ? <div style={{ display: 'flex', gap: 4 }}>{buttons}</div> : undefined}
      tabBarStyle={{ marginBottom: 8 }}
      items={tabs.map((t) => ({
        key: t.name,
        label: <span data-test={`home-tab-${t.name.toLowerCase()}`}>{t.label}</span>,
      }))}
    />
  );
}
