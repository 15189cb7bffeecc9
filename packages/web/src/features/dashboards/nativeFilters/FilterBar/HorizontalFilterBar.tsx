/**
 * The horizontal filter bar, above the grid: the filters that fit in one row, the rest (and the
 * filters out of scope) in a "More filters" dropdown, the active cross-filters as tags, Apply /
 * Clear all, the add/edit action and the settings menu.
 */
import { DownOutlined, FilterOutlined } from '@ant-design/icons';
import type { FilterConfigItem } from '@meridian/core';
import { Badge, Button, Popover, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useElementSize } from '../../../../components/ChartRenderer';
import { barStyle } from '../../barStyle';
import { CrossFilters } from './CrossFilters';
import { FilterBarActions } from './FilterBarActions';
import { AddFiltersButton, FilterItems } from './FilterBarParts';
import type { FilterBarModel } from './useFilterBar';

export const HORIZONTAL_CONTROL_WIDTH = 180;
/** A filter's room in the row: label, control and gap. */
const ITEM_WIDTH = HORIZONTAL_CONTROL_WIDTH + 130;
/** Room kept for Apply, Clear all, More filters, add and settings. */
const RESERVED_WIDTH = 420;

/** How many items fit in a row of `width` pixels (all when they all do, at least one). */
export function visibleItemCount(width: number, count: number): number {
  if (count * ITEM_WIDTH <= width - RESERVED_WIDTH + 150) return count;
  return Math.max(1, Math.min(count, Math.floor((width - RESERVED_WIDTH) / ITEM_WIDTH)));
}

interface HorizontalFilterBarProps {
  bar: FilterBarModel;
  settings: ReactNode;
  onAddFilters: (() => void) | null;
  crossFiltersEnabled: boolean;
  empty: ReactNode;
}

export function HorizontalFilterBar({
  bar,
  settings,
  onAddFilters,
  crossFiltersEnabled,
  empty,
}: HorizontalFilterBarProps) {
  const { token } = theme.useToken();
  const [rowRef, { width }] = useElementSize<HTMLDivElement>();
  const shown = width ? visibleItemCount(width, bar.inScope.length) : bar.inScope.length;
  const visible = bar.inScope.slice(0, shown);
  const overflow = bar.inScope.slice(shown);
  const nothing = bar.items.length === 0;

  return (
    <div
      ref={rowRef}
      data-test="filter-bar"
      data-open="true"
      data-orientation="HORIZONTAL"
      style={{
        ...barStyle(token),
        borderRadius: token.borderRadiusLG,
        marginBottom: token.marginSM,
        minHeight: 56,
      }}
    >
      <FilterOutlined style={{ color: token.colorTextTertiary }} />
      {nothing ? (
        <div style={{ flex: 1 }}>{empty}</div>
      ) : (
        <FilterItems items={visible} bar={bar} orientation="HORIZONTAL" width={HORIZONTAL_CONTROL_WIDTH} />
      )}
      {overflow.length + bar.outOfScope.length > 0 && <MoreFilters bar={bar} overflow={overflow} />}
      {crossFiltersEnabled && (
        <CrossFilters entries={bar.crossFilters} onRemove={bar.clearCrossFilter} horizontal />
      )}
      <div style={{ flex: 1 }} />
      {!nothing && <FilterBarActions bar={bar} horizontal />}
      {onAddFilters && !nothing && <AddFiltersButton onClick={onAddFilters} />}
      {settings}
    </div>
  );
}

/** "More filters": the in-scope filters that did not fit the row, then the filters out of scope. */
function MoreFilters({ bar, overflow }: { bar: FilterBarModel; overflow: FilterConfigItem[] }) {
  const { token } = theme.useToken();
  const more = overflow.length + bar.outOfScope.length;
  return (
    <Popover
      trigger="click"
      placement="bottomLeft"
      content={
        <div
          data-test="more-filters"
          style={{ display: 'flex', flexDirection: 'column', gap: token.margin, width: 260 }}
        >
          <FilterItems items={overflow} bar={bar} width={240} />
          {bar.outOfScope.length > 0 && (
            <>
              <Typography.Text type="secondary">
                Filters out of scope ({bar.outOfScope.length})
              </Typography.Text>
              <FilterItems items={bar.outOfScope} bar={bar} width={240} disabled />
            </>
          )}
        </div>
      }
    >
      <Button data-test="more-filters-button">
        More filters <Badge count={more} size="small" color={token.colorPrimary} /> <DownOutlined />
      </Button>
    </Popover>
  );
}
