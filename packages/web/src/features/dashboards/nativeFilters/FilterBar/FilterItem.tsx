/**
 * One entry of the bar: a divider (title and description) or a filter with its name (description
 * as a tooltip, required mark, pending dot) above its control (vertical) or beside it (horizontal).
 */
import { InfoCircleOutlined } from '@ant-design/icons';
import {
  isNativeFilter,
  type FilterBarOrientation,
  type FilterConfigItem,
  type NativeFilter,
  type NativeFilterDivider,
} from '@meridian/core';
import { Badge, Tooltip, Typography, theme } from 'antd';
import { useCallback } from 'react';
import { FilterControl } from '../filters';
import type { FilterBarModel } from './useFilterBar';

interface FilterItemProps {
  item: FilterConfigItem;
  bar: FilterBarModel;
  orientation: FilterBarOrientation;
  width: number;
  disabled?: boolean;
}

export function FilterItem({ item, bar, orientation, width, disabled }: FilterItemProps) {
  const { token } = theme.useToken();
  const horizontal = orientation === 'HORIZONTAL';
  const { setFilterMask, applyNow } = bar;
  const id = item.id;
  const onChange = useCallback(
    (m: Parameters<typeof setFilterMask>[1]) => setFilterMask(id, m),
    [setFilterMask, id],
  );
  const onApplyNow = useCallback((m: Parameters<typeof applyNow>[1]) => applyNow(id, m), [applyNow, id]);

  if (!isNativeFilter(item)) return <FilterDivider item={item} horizontal={horizontal} width={width} />;

  const error = bar.errors[id] ?? null;
  const label = <FilterLabel item={item} bar={bar} />;
  return (
    <div
      data-test="filter-item"
      data-filter-id={id}
      data-filter-name={item.name}
      aria-disabled={disabled || undefined}
      style={{
        display: 'flex',
        flexDirection: horizontal ? 'row' : 'column',
        alignItems: horizontal ? 'center' : 'stretch',
        gap: horizontal ? token.marginXS : token.marginXXS,
        opacity: disabled ? 0.5 : 1,
      }}
    >
      <div style={horizontal ? { maxWidth: 120 } : undefined}>{label}</div>
      <div>
        <FilterControl
          filter={item}
          mask={bar.maskOf(id)}
          parents={bar.parentsOf(item)}
          onChange={onChange}
          onApplyNow={onApplyNow}
          width={width}
        />
        {error && (
          <Typography.Text
            type="danger"
            data-test="filter-error"
            style={{ display: 'block', fontSize: token.fontSizeSM }}
          >
            {error}
          </Typography.Text>
        )}
      </div>
    </div>
  );
}

/** A divider: its title and description, a line before it. */
function FilterDivider({
  item,
  horizontal,
  width,
}: {
  item: NativeFilterDivider;
  horizontal: boolean;
  width: number;
}) {
  const { token } = theme.useToken();
  return (
    <div
      data-test="filter-divider"
      style={
        horizontal
          ? {
              borderLeft: `1px solid ${token.colorBorderSecondary}`,
              paddingLeft: token.paddingSM,
              maxWidth: width,
            }
          : { borderTop: `1px solid ${token.colorBorderSecondary}`, paddingTop: token.paddingSM }
      }
    >
      <Typography.Text strong ellipsis={{ tooltip: item.title }}>
        {item.title}
      </Typography.Text>
      {item.description && (
        <Typography.Paragraph
          type="secondary"
          style={{ margin: 0, fontSize: token.fontSizeSM }}
          ellipsis={{ rows: 3, tooltip: item.description }}
        >
          {item.description}
        </Typography.Paragraph>
      )}
    </div>
  );
}

/** A filter's name, required mark, description tooltip and pending dot. */
function FilterLabel({ item, bar }: { item: NativeFilter; bar: FilterBarModel }) {
  const { token } = theme.useToken();
  const required = item.controlValues?.enableEmptyFilter === true;
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: token.marginXXS, minWidth: 0 }}>
      <Typography.Text strong ellipsis style={{ minWidth: 0 }} data-test="filter-name">
        {item.name}
      </Typography.Text>
      {required && <span style={{ color: token.colorError }}>*</span>}
      {item.description && (
        <Tooltip title={item.description}>
          <InfoCircleOutlined style={{ color: token.colorTextTertiary }} />
        </Tooltip>
      )}
      {bar.isPending(item.id) && (
        <Tooltip title="Changed: not applied yet">
          <Badge color={token.colorPrimary} data-test="filter-pending" />
        </Tooltip>
      )}
    </div>
  );
}
