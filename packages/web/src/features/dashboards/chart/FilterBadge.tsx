/**
 * The chart header's filter indicator: how many applied native filters and cross-filters reach the
 * chart, and on hover or click a list of them (name: value).
 */
import { FilterOutlined } from '@ant-design/icons';
import type { AppliedFilter } from '@meridian/core';
import { Popover, Typography, theme } from 'antd';

export function FilterBadge({ filters }: { filters: AppliedFilter[] }) {
  const { token } = theme.useToken();
  if (!filters.length) return null;
  const content = (
    <ul data-test="applied-filters" style={{ listStyle: 'none', margin: 0, padding: 0, maxWidth: 320 }}>
      {filters.map((f) => (
        <li
          key={f.id}
          data-test="applied-filter"
          data-kind={f.kind}
          style={{ padding: `${token.paddingXXS}px 0` }}
        >
          <Typography.Text strong>{f.name}</Typography.Text>
          <Typography.Text type="secondary">{f.kind === 'cross' ? ' (cross-filter)' : ''}: </Typography.Text>
          <Typography.Text>{f.value}</Typography.Text>
        </li>
      ))}
    </ul>
  );
  return (
    <Popover content={content} title="Applied filters" placement="bottomRight" trigger={['hover', 'click']}>
      <span
        role="button"
        tabIndex={0}
        aria-label={`${filters.length} applied filter${filters.length === 1 ? '' : 's'}`}
        data-test="applied-filter-count"
        style={{
          display: 'inline-flex',
          alignItems: 'center',
          gap: token.marginXXS,
          padding: `0 ${token.paddingXS}px`,
          height: 22,
          borderRadius: token.borderRadiusSM,
          background: token.colorPrimaryBg,
          color: token.colorPrimary,
          fontSize: token.fontSizeSM,
          cursor: 'pointer',
          flex: 'none',
        }}
      >
        <FilterOutlined />
        {filters.length}
      </span>
    </Popover>
  );
}
