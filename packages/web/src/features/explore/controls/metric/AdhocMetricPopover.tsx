/**
 * Editing one metric: Saved (a dataset metric), Simple (column + aggregate) or Custom SQL; the
 * title is the metric's label and can be renamed. Save stays disabled until the metric is valid.
 */
import { EditOutlined } from '@ant-design/icons';
import type { AdhocMetric, QueryMetric } from '@meridian/core';
import { Button, Input, Select, Tabs, theme } from 'antd';
import { useState } from 'react';
import type { DatasetColumn, DatasetMetric } from '../../../../api/explore';
import { columnSelectOptions } from '../dnd/columnOptions';
import {
  AGGREGATES,
  defaultAggregate,
  isValidMetric,
  relabel,
  simpleMetric,
  sqlMetric,
  type MetricAggregate,
} from './adhocMetric';

export interface AdhocMetricPopoverProps {
  columns: DatasetColumn[];
  savedMetrics: DatasetMetric[];
  initial: QueryMetric | null;
  /** A column dropped on the control: start a Simple metric on it. */
  initialColumn?: DatasetColumn | null;
  onSave: (metric: QueryMetric) => void;
  onClose: () => void;
}

type Tab = 'saved' | 'simple' | 'sql';

export function AdhocMetricPopover({
  columns,
  savedMetrics,
  initial,
  initialColumn,
  onSave,
  onClose,
}: AdhocMetricPopoverProps) {
  const { token } = theme.useToken();
  const adhoc = initial !== null && typeof initial !== 'string' ? initial : null;
  const [tab, setTab] = useState<Tab>(
    typeof initial === 'string'
      ? 'saved'
      : adhoc?.expressionType === 'SQL'
        ? 'sql'
        : initialColumn || adhoc || savedMetrics.length === 0
          ? 'simple'
          : 'saved',
  );
  const [saved, setSaved] = useState<string | undefined>(typeof initial === 'string' ? initial : undefined);
  const [column, setColumn] = useState<string | undefined>(
    adhoc?.column?.column_name ?? initialColumn?.column_name,
  );
  const [aggregate, setAggregate] = useState<MetricAggregate | undefined>(
    (adhoc?.aggregate as MetricAggregate | undefined) ??
      (initialColumn ? defaultAggregate(initialColumn) : undefined),
  );
  const [sql, setSql] = useState(adhoc?.sqlExpression ?? '');
  const [label, setLabel] = useState<string | null>(adhoc?.hasCustomLabel ? (adhoc.label ?? null) : null);
  const [editingLabel, setEditingLabel] = useState(false);

  const build = (): QueryMetric | null => {
    if (tab === 'saved') return saved ?? null;
    const base: AdhocMetric | null =
      tab === 'simple'
        ? column && aggregate
          ? simpleMetric(columns.find((c) => c.column_name === column) ?? { column_name: column }, aggregate)
          : null
        : sql.trim()
          ? sqlMetric(sql.trim())
          : null;
    if (!base) return null;
    const withName = adhoc?.optionName ? { ...base, optionName: adhoc.optionName } : base;
    return label
      ? { ...withName, label, hasCustomLabel: true }
      : relabel({ ...withName, hasCustomLabel: false });
  };
  const metric = build();
  const valid = isValidMetric(metric);
  const title =
    label ?? (metric ? (typeof metric === 'string' ? metric : (metric.label ?? '')) : 'My metric');

  return (
    <div data-test="metric-popover" style={{ width: 320 }}>
      <div style={{ display: 'flex', alignItems: 'center', gap: 6, marginBottom: 4, fontWeight: 500 }}>
        {editingLabel && tab !== 'saved' ? (
          <Input
            size="small"
            autoFocus
            data-test="metric-label-input"
            defaultValue={title}
            onBlur={(e) => {
              setLabel(e.target.value.trim() || null);
              setEditingLabel(false);
            }}
            onPressEnter={(e) => {
              setLabel(e.currentTarget.value.trim() || null);
              setEditingLabel(false);
            }}
          />
        ) : (
          <span
            data-test="metric-title"
            style={{ cursor: tab === 'saved' ? 'default' : 'pointer', color: token.colorText }}
            onClick={() => setEditingLabel(tab !== 'saved')}
          >
            {title} {tab !== 'saved' && <EditOutlined style={{ color: token.colorTextTertiary }} />}
          </span>
        )}
      </div>
      <Tabs
        size="small"
        activeKey={tab}
        onChange={(k) => setTab(k as Tab)}
        items={[
          {
            key: 'saved',
            label: 'Saved',
            disabled: savedMetrics.length === 0,
            children: (
              <Select
                data-test="saved-metric-select"
                style={{ width: '100%' }}
                placeholder="Select a saved metric"
                value={saved}
                onChange={setSaved}
                showSearch={{ optionFilterProp: 'search' }}
                options={savedMetrics.map((m) => ({
                  value: m.metric_name,
                  label: m.verbose_name || m.metric_name,
                  search: `${m.metric_name} ${m.verbose_name ?? ''}`,
                }))}
              />
            ),
          },
          {
            key: 'simple',
            label: 'Simple',
            children: (
              <div style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
                <label style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>Column</label>
                <Select
                  data-test="metric-column-select"
                  style={{ width: '100%' }}
                  placeholder="Select a column"
                  value={column}
                  onChange={(c: string) => {
                    setColumn(c);
                    const col = columns.find((x) => x.column_name === c);
                    if (!aggregate && col) setAggregate(defaultAggregate(col));
                  }}
                  showSearch={{ optionFilterProp: 'search' }}
                  options={columnSelectOptions(columns)}
                />
                <label style={{ fontSize: token.fontSizeSM, color: token.colorTextSecondary }}>
                  Aggregate
                </label>
                <Select
                  data-test="metric-aggregate-select"
                  style={{ width: '100%' }}
                  placeholder="Select aggregate options"
                  value={aggregate}
                  onChange={setAggregate}
                  options={AGGREGATES.map((a) => ({ value: a, label: a }))}
                />
              </div>
            ),
          },
          {
            key: 'sql',
            label: 'Custom SQL',
            children: (
              <Input.TextArea
                data-test="metric-sql"
                rows={5}
                placeholder="SUM(price_each * quantity_ordered)"
                value={sql}
                onChange={(e) => setSql(e.target.value)}
                style={{ fontFamily: 'monospace' }}
              />
            ),
          },
        ]}
      />
      <div style={{ display: 'flex', justifyContent: 'flex-end', gap: 8, marginTop: 12 }}>
        <Button size="small" onClick={onClose}>
          Close
        </Button>
        <Button
          size="small"
          type="primary"
          data-test="metric-popover-save"
          disabled={!valid}
          onClick={() => metric !== null && onSave(metric)}
        >
          Save
        </Button>
      </div>
    </div>
  );
}
