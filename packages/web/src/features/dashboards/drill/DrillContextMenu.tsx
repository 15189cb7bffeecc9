/**
 * The menu of a right-click on a chart: "Drill to detail", "Drill to detail by" the clicked values
 * (each, or all of them) and "Drill by" a searchable list of the dataset's other groupable columns.
 * Items show only for the behaviours the chart declares; disabled items say why (Superset's texts).
 */
import { SearchOutlined } from '@ant-design/icons';
import type { ContextMenuFilter } from '@meridian/charts';
import { Dropdown, Input, Spin, theme, type MenuProps } from 'antd';
import { useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { drillByColumns, type DrillByColumn } from './drillBy';
import type { DatasetColumn } from './useDrillColumns';

export const DRILL_TEXTS = {
  drillToDetail: 'Drill to detail',
  drillToDetailBy: 'Drill to detail by',
  all: 'all',
  noFilters: 'Right-click on a dimension value to drill to detail by that value.',
  drillBy: 'Drill by',
  drillByUnavailable: 'Drill by is not available for this data point',
  noColumns: 'No columns found',
  searchColumns: 'Search columns',
  loadFailed: 'Failed to load dimensions for drill by',
} as const;

export interface DrillContextMenuProps {
  at: { clientX: number; clientY: number };
  filters: readonly ContextMenuFilter[];
  /** Offer "Drill to detail" and "Drill to detail by". */
  drillToDetail: boolean;
  /** Offer "Drill by"; null columns while they load. */
  drillBy: boolean;
  drillByAvailable: boolean;
  columns: readonly DatasetColumn[];
  columnsLoading: boolean;
  columnsError: boolean;
  excludeColumns: readonly string[];
  onDrillToDetail: (filters: ContextMenuFilter[]) => void;
  onDrillBy: (column: DrillByColumn) => void;
  onClose: () => void;
}

type MenuItems = NonNullable<MenuProps['items']>;

export function DrillContextMenu(p: DrillContextMenuProps) {
  const { token } = theme.useToken();
  const [search, setSearch] = useState('');
  const items: MenuItems = [];
  const strong = (text: string) => <strong style={{ color: token.colorPrimary }}>{text}</strong>;

  if (p.drillToDetail) items.push(...drillToDetailItems(p, strong));
  if (p.drillBy) items.push(drillByItem(p, search, setSearch));

  // In body: a transformed ancestor (drag and drop, full size) would move a fixed anchor.
  return createPortal(
    <Dropdown
      open
      trigger={['click']}
      onOpenChange={(open) => {
        if (!open) p.onClose();
      }}
      menu={{
        items,
        triggerSubMenuAction: 'click',
        style: { minWidth: 200 },
        onClick: () => p.onClose(),
      }}
      placement="bottomLeft"
    >
      <span
        data-test="drill-context-menu-anchor"
        style={{ position: 'fixed', left: p.at.clientX, top: p.at.clientY, width: 1, height: 1 }}
      />
    </Dropdown>,
    document.body,
  );
}

/** "Drill to detail", and "Drill to detail by" each clicked value (and all of them when several). */
function drillToDetailItems(p: DrillContextMenuProps, strong: (text: string) => ReactNode): MenuItems {
  const byItems: MenuItems = p.filters.length
    ? [
        ...p.filters.map((f, i) => ({
          key: `drill-detail-filter-${i}`,
          label: (
            <span data-test="drill-to-detail-by-item">
              {DRILL_TEXTS.drillToDetailBy} {strong(f.formattedVal)}
            </span>
          ),
          onClick: () => p.onDrillToDetail([f]),
        })),
        ...(p.filters.length > 1
          ? [
              {
                key: 'drill-detail-filter-all',
                label: (
                  <span data-test="drill-to-detail-by-all">
                    {DRILL_TEXTS.drillToDetailBy} {strong(DRILL_TEXTS.all)}
                  </span>
                ),
                onClick: () => p.onDrillToDetail([...p.filters]),
              },
            ]
          : []),
      ]
    : [
        {
          key: 'drill-detail-no-filters',
          disabled: true,
          label: <div style={{ whiteSpace: 'normal', maxWidth: 240 }}>{DRILL_TEXTS.noFilters}</div>,
        },
      ];
  return [
    {
      key: 'drill-detail',
      label: <span data-test="drill-to-detail">{DRILL_TEXTS.drillToDetail}</span>,
      onClick: () => p.onDrillToDetail([]),
    },
    {
      key: 'drill-detail-by',
      label: <span data-test="drill-to-detail-by">{DRILL_TEXTS.drillToDetailBy}</span>,
      children: byItems,
    },
  ];
}

/** "Drill by": disabled with the reason, or a searchable list of the columns. */
function drillByItem(
  p: DrillContextMenuProps,
  search: string,
  setSearch: (text: string) => void,
): MenuItems[number] {
  if (!p.drillByAvailable)
    return {
      key: 'drill-by-disabled',
      disabled: true,
      label: <span title={DRILL_TEXTS.drillByUnavailable}>{DRILL_TEXTS.drillBy}</span>,
    };
  return {
    key: 'drill-by',
    label: <span data-test="drill-by">{DRILL_TEXTS.drillBy}</span>,
    popupClassName: 'drill-by-submenu',
    children: [
      {
        type: 'group',
        key: 'drill-by-search',
        label: (
          <Input
            autoFocus
            allowClear
            size="small"
            prefix={<SearchOutlined />}
            placeholder={DRILL_TEXTS.searchColumns}
            value={search}
            data-test="drill-by-search"
            onChange={(e) => setSearch(e.target.value)}
            onClick={(e) => e.stopPropagation()}
            onKeyDown={(e) => e.stopPropagation()}
          />
        ),
        children: drillByColumnItems(p, search),
      },
    ],
  };
}

/** The columns to drill by (searched), or loading / failed / none found. */
function drillByColumnItems(p: DrillContextMenuProps, search: string): MenuItems {
  if (p.columnsLoading) return [{ key: 'drill-by-loading', disabled: true, label: <Spin size="small" /> }];
  if (p.columnsError) return [{ key: 'drill-by-error', disabled: true, label: DRILL_TEXTS.loadFailed }];
  const found = drillByColumns(p.columns, p.excludeColumns, search);
  if (!found.length)
    return [{ key: 'no-drill-by-columns-found', disabled: true, label: DRILL_TEXTS.noColumns }];
  return found.map((c) => ({
    key: `drill-by-item-${c.column_name}`,
    label: (
      <span data-test="drill-by-item" data-column={c.column_name}>
        {c.verbose_name || c.column_name}
      </span>
    ),
    onClick: () => p.onDrillBy(c),
  }));
}
