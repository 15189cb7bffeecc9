/**
 * The vertical filter bar, left of the grid: header (title, settings, collapse), the add/edit
 * action, active cross-filters, the filters in scope, a collapsed "Filters out of scope" section and
 * Apply / Clear all at the bottom. Collapsed, it is a narrow strip that opens it again.
 */
import { FilterOutlined, PlusOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { Button, Collapse, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { CrossFilters } from './CrossFilters';
import { FilterBarActions } from './FilterBarActions';
import { FilterItem } from './FilterItem';
import type { FilterBarModel } from './useFilterBar';

export const OPEN_FILTER_BAR_WIDTH = 260;
export const CLOSED_FILTER_BAR_WIDTH = 32;
const CONTROL_WIDTH = OPEN_FILTER_BAR_WIDTH - 32;

interface VerticalFilterBarProps {
  bar: FilterBarModel;
  open: boolean;
  onToggle: (open: boolean) => void;
  settings: ReactNode;
  onAddFilters: (() => void) | null;
  crossFiltersEnabled: boolean;
  empty: ReactNode;
}

export function VerticalFilterBar(props: VerticalFilterBarProps) {
  const { bar, open, onToggle, settings, onAddFilters, crossFiltersEnabled, empty } = props;
  const { token } = theme.useToken();
  const frame = {
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    alignSelf: 'stretch',
    flexShrink: 0,
  } as const;

  if (!open)
    return (
      <div
        data-test="filter-bar"
        data-open="false"
        style={{ ...frame, width: CLOSED_FILTER_BAR_WIDTH, paddingTop: token.paddingXS }}
      >
        <Tooltip title="Expand filter bar" placement="right">
          <Button
            type="text"
            size="small"
            data-test="filter-bar-expand"
            aria-label="Expand filter bar"
            icon={<VerticalLeftOutlined />}
            onClick={() => onToggle(true)}
            style={{ marginInline: 2 }}
          />
        </Tooltip>
        <FilterOutlined
          style={{ display: 'block', margin: `${token.marginXS}px auto`, color: token.colorTextTertiary }}
        />
      </div>
    );

  const nothing = bar.items.length === 0;
  return (
    <aside
      data-test="filter-bar"
      data-open="true"
      data-orientation="VERTICAL"
      style={{ ...frame, width: OPEN_FILTER_BAR_WIDTH, display: 'flex', flexDirection: 'column' }}
    >
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          gap: token.marginXXS,
          padding: `${token.paddingSM}px ${token.paddingSM}px ${token.paddingXS}px ${token.padding}px`,
        }}
      >
        <Typography.Title level={5} style={{ margin: 0, flex: 1 }}>
          Filters
        </Typography.Title>
        {settings}
        <Tooltip title="Collapse filter bar">
          <Button
            type="text"
            size="small"
            data-test="filter-bar-collapse"
            aria-label="Collapse filter bar"
            icon={<VerticalRightOutlined />}
            onClick={() => onToggle(false)}
          />
        </Tooltip>
      </div>
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: token.margin,
          padding: `0 ${token.padding}px ${token.padding}px`,
        }}
      >
        {onAddFilters && !nothing && (
          <Button
            type="link"
            size="small"
            icon={<PlusOutlined />}
            data-test="filter-bar-add"
            onClick={onAddFilters}
            style={{ alignSelf: 'flex-start', paddingInline: 0 }}
          >
            Add/Edit filters
          </Button>
        )}
        {crossFiltersEnabled && <CrossFilters entries={bar.crossFilters} onRemove={bar.clearCrossFilter} />}
        {nothing
          ? empty
          : bar.inScope.map((item) => (
              <FilterItem key={item.id} item={item} bar={bar} orientation="VERTICAL" width={CONTROL_WIDTH} />
            ))}
        {bar.outOfScope.length > 0 && (
          <Collapse
            ghost
            size="small"
            data-test="filters-out-of-scope"
            items={[
              {
                key: 'out',
                label: `Filters out of scope (${bar.outOfScope.length})`,
                children: (
                  <div style={{ display: 'flex', flexDirection: 'column', gap: token.margin }}>
                    {bar.outOfScope.map((item) => (
                      <FilterItem
                        key={item.id}
                        item={item}
                        bar={bar}
                        orientation="VERTICAL"
                        width={CONTROL_WIDTH - 24}
                        disabled
                      />
                    ))}
                  </div>
                ),
              },
            ]}
          />
        )}
      </div>
      {!nothing && (
        <div
          style={{
            position: 'sticky',
            bottom: 0,
            padding: token.padding,
            borderTop: `1px solid ${token.colorBorderSecondary}`,
            background: token.colorBgContainer,
            borderRadius: `0 0 ${token.borderRadiusLG}px ${token.borderRadiusLG}px`,
          }}
        >
          <FilterBarActions bar={bar} />
        </div>
      )}
    </aside>
  );
}
