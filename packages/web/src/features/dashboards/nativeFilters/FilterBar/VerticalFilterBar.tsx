/**
 * The vertical filter bar, left of the grid: header (title, settings, collapse), the add/edit
 * action, active cross-filters, the filters in scope, a collapsed "Filters out of scope" section and
 * Apply / Clear all at the bottom. Collapsed, it is a narrow strip that opens it again.
 */
import { FilterOutlined, VerticalLeftOutlined, VerticalRightOutlined } from '@ant-design/icons';
import { Button, Collapse, Tooltip, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { CrossFilters } from './CrossFilters';
import { FilterBarActions } from './FilterBarActions';
import { AddFiltersButton, FilterItems } from './FilterBarParts';
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
  const frame = useFrameStyle();

  if (!open) return <ClosedFilterBar onToggle={onToggle} />;

  const nothing = bar.items.length === 0;
  return (
    <aside
      data-test="filter-bar"
      data-open="true"
      data-orientation="VERTICAL"
      style={{ ...frame, width: OPEN_FILTER_BAR_WIDTH, display: 'flex', flexDirection: 'column' }}
    >
      <VerticalHeader settings={settings} onToggle={onToggle} />
      <div
        style={{
          flex: 1,
          display: 'flex',
          flexDirection: 'column',
          gap: token.margin,
          padding: `0 ${token.padding}px ${token.padding}px`,
        }}
      >
        {onAddFilters && !nothing && <AddFiltersButton onClick={onAddFilters} vertical />}
        {crossFiltersEnabled && <CrossFilters entries={bar.crossFilters} onRemove={bar.clearCrossFilter} />}
        {nothing ? empty : <FilterItems items={bar.inScope} bar={bar} width={CONTROL_WIDTH} />}
        {bar.outOfScope.length > 0 && <OutOfScope bar={bar} />}
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

/** The bar's box, open or closed. */
function useFrameStyle() {
  const { token } = theme.useToken();
  return {
    background: token.colorBgContainer,
    borderRadius: token.borderRadiusLG,
    alignSelf: 'stretch',
    flexShrink: 0,
  } as const;
}

/** The collapsed bar: a narrow strip with the button that opens it again. */
function ClosedFilterBar({ onToggle }: { onToggle: (open: boolean) => void }) {
  const { token } = theme.useToken();
  const frame = useFrameStyle();
  return (
    <div
      data-test="filter-bar"
      data-open="false"
      style={{ ...frame, width: CLOSED_FILTER_BAR_WIDTH, paddingTop: token.paddingXS }}
    >
      <ToggleButton open onToggle={onToggle} />
      <FilterOutlined
        style={{ display: 'block', margin: `${token.marginXS}px auto`, color: token.colorTextTertiary }}
      />
    </div>
  );
}

/** Title, settings menu and the collapse button. */
function VerticalHeader({ settings, onToggle }: { settings: ReactNode; onToggle: (open: boolean) => void }) {
  const { token } = theme.useToken();
  return (
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
      <ToggleButton open={false} onToggle={onToggle} />
    </div>
  );
}

/** The collapsed "Filters out of scope" section. */
function OutOfScope({ bar }: { bar: FilterBarModel }) {
  const { token } = theme.useToken();
  return (
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
              <FilterItems items={bar.outOfScope} bar={bar} width={CONTROL_WIDTH - 24} disabled />
            </div>
          ),
        },
      ]}
    />
  );
}

/** The button that expands the bar (`open`: when collapsed) or collapses it. */
function ToggleButton({ open, onToggle }: { open: boolean; onToggle: (open: boolean) => void }) {
  const text = open ? 'Expand filter bar' : 'Collapse filter bar';
  return (
    <Tooltip title={text} placement={open ? 'right' : undefined}>
      <Button
        type="text"
        size="small"
        data-test={open ? 'filter-bar-expand' : 'filter-bar-collapse'}
        aria-label={text}
        icon={open ? <VerticalLeftOutlined /> : <VerticalRightOutlined />}
        onClick={() => onToggle(open)}
        style={open ? { marginInline: 2 } : undefined}
      />
    </Tooltip>
  );
}
