/**
 * Editing one metric: Saved (a dataset metric), Simple (column + aggregate) or Custom SQL; the
 * title is the metric's label and can be renamed. Save stays disabled until the metric is valid.
 */
import { EditOutlined } from '@ant-design/icons';
import type { QueryMetric } from '@meridian/core';
import { Input, Select, theme } from 'antd';
import { useState } from 'react';
import type { DatasetColumn, DatasetMetric } from '../../../../api/explore';
import {
  COLUMN_STACK,
  ColumnSelect,
  FieldLabel,
  LabelledSelect,
  SqlInput,
  TabbedPopover,
} from '../../../../components/controls/popover';
import { AGGREGATES } from './adhocMetric';
import { useMetricDraft, type MetricDraft } from './useMetricDraft';

export interface AdhocMetricPopoverProps {
  columns: DatasetColumn[];
  savedMetrics: DatasetMetric[];
  initial: QueryMetric | null;
  /** A column dropped on the control: start a Simple metric on it. */
  initialColumn?: DatasetColumn | null;
  onSave: (metric: QueryMetric) => void;
  onClose: () => void;
}

/** The metric's label; click to rename (not for a saved metric). */
function MetricTitle({ draft }: { draft: MetricDraft }) {
  const { token } = theme.useToken();
  const [editing, setEditing] = useState(false);
  const { tab, title } = draft;
  const done = (text: string) => {
    draft.setLabel(text.trim() || null);
    setEditing(false);
  };
  return (
    <div style={{ display: 'flex', alignItems: 'center', gap: 6, marginBottom: 4, fontWeight: 500 }}>
      {editing && tab !== 'saved' ? (
        <Input
          size="small"
          autoFocus
          data-test="metric-label-input"
          defaultValue={title}
          onBlur={(e) => done(e.target.value)}
          onPressEnter={(e) => done(e.currentTarget.value)}
        />
      ) : (
        <span
          data-test="metric-title"
          style={{ cursor: tab === 'saved' ? 'default' : 'pointer', color: token.colorText }}
          onClick={() => setEditing(tab !== 'saved')}
        >
          {title} {tab !== 'saved' && <EditOutlined style={{ color: token.colorTextTertiary }} />}
        </span>
      )}
    </div>
  );
}

function SimpleTab({ draft, columns }: { draft: MetricDraft; columns: DatasetColumn[] }) {
  return (
    <div style={COLUMN_STACK}>
      <FieldLabel>Column</FieldLabel>
      <ColumnSelect
        dataTest="metric-column-select"
        columns={columns}
        value={draft.column}
        onChange={draft.chooseColumn}
      />
      <LabelledSelect
        label="Aggregate"
        dataTest="metric-aggregate-select"
        placeholder="Select aggregate options"
        value={draft.aggregate}
        onChange={draft.setAggregate}
        options={AGGREGATES.map((a) => ({ value: a, label: a }))}
      />
    </div>
  );
}

function SavedTab({ draft, savedMetrics }: { draft: MetricDraft; savedMetrics: DatasetMetric[] }) {
  return (
    <Select
      data-test="saved-metric-select"
      style={{ width: '100%' }}
      placeholder="Select a saved metric"
      value={draft.saved}
      onChange={draft.setSaved}
      showSearch={{ optionFilterProp: 'search' }}
      options={savedMetrics.map((m) => ({
        value: m.metric_name,
        label: m.verbose_name || m.metric_name,
        search: `${m.metric_name} ${m.verbose_name ?? ''}`,
      }))}
    />
  );
}

export function AdhocMetricPopover({
  columns,
  savedMetrics,
  initial,
  initialColumn,
  onSave,
  onClose,
}: AdhocMetricPopoverProps) {
  const draft = useMetricDraft(columns, savedMetrics, initial, initialColumn);
  const { metric } = draft;
  return (
    <TabbedPopover
      dataTest="metric-popover"
      width={320}
      tab={draft.tab}
      onTab={draft.setTab}
      onClose={onClose}
      onSave={() => metric !== null && onSave(metric)}
      valid={draft.valid}
      saveTest="metric-popover-save"
      items={[
        {
          key: 'saved',
          label: 'Saved',
          disabled: savedMetrics.length === 0,
          children: <SavedTab draft={draft} savedMetrics={savedMetrics} />,
        },
        { key: 'simple', label: 'Simple', children: <SimpleTab draft={draft} columns={columns} /> },
        {
          key: 'sql',
          label: 'Custom SQL',
          children: (
            <SqlInput
              dataTest="metric-sql"
              rows={5}
              placeholder="SUM(price_each * quantity_ordered)"
              value={draft.sql}
              onChange={draft.setSql}
            />
          ),
        },
      ]}
    >
      <MetricTitle draft={draft} />
    </TabbedPopover>
  );
}
