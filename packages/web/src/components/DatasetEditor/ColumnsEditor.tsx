/** Editable tables of the dataset editor: metrics, columns, calculated columns. */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Checkbox, Input, Table } from 'antd';
import type { DraftColumn, DraftMetric } from './datasetSave';

let seq = 0;
const newKey = () => `new-${++seq}`;

type Patch<T> = (key: string, patch: Partial<T>) => void;

export function MetricsEditor({
  metrics,
  onChange,
}: {
  metrics: DraftMetric[];
  onChange: (m: DraftMetric[]) => void;
}) {
  const patch: Patch<DraftMetric> = (key, p) =>
    onChange(metrics.map((m) => (m.key === key ? { ...m, ...p } : m)));
  return (
    <div data-test="metrics-editor">
      <Button
        size="small"
        icon={<PlusOutlined />}
        data-test="add-metric"
        style={{ marginBottom: 8 }}
        onClick={() =>
          onChange([
            ...metrics,
            { key: newKey(), metric_name: `new_metric_${metrics.length + 1}`, expression: '' },
          ])
        }
      >
        Add item
      </Button>
      <Table<DraftMetric>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={metrics}
        scroll={{ y: 520 }}
        columns={[
          {
            key: 'name',
            title: 'Metric Key',
            width: 170,
            render: (_, m) => (
              <Input
                size="small"
                value={m.metric_name}
                onChange={(e) => patch(m.key, { metric_name: e.target.value })}
              />
            ),
          },
          {
            key: 'label',
            title: 'Label',
            width: 150,
            render: (_, m) => (
              <Input
                size="small"
                value={m.verbose_name ?? ''}
                onChange={(e) => patch(m.key, { verbose_name: e.target.value || null })}
              />
            ),
          },
          {
            key: 'sql',
            title: 'SQL expression',
            render: (_, m) => (
              <Input.TextArea
                size="small"
                autoSize={{ minRows: 1, maxRows: 4 }}
                style={{ fontFamily: 'monospace' }}
                status={m.expression.trim() ? undefined : 'error'}
                value={m.expression}
                onChange={(e) => patch(m.key, { expression: e.target.value })}
              />
            ),
          },
          {
            key: 'format',
            title: 'D3 format',
            width: 100,
            render: (_, m) => (
              <Input
                size="small"
                value={m.d3format ?? ''}
                onChange={(e) => patch(m.key, { d3format: e.target.value })}
              />
            ),
          },
          {
            key: 'cert',
            title: 'Certified by',
            width: 120,
            render: (_, m) => (
              <Input
                size="small"
                value={m.certified_by ?? ''}
                onChange={(e) => patch(m.key, { certified_by: e.target.value || null })}
              />
            ),
          },
          {
            key: 'warning',
            title: 'Warning',
            width: 120,
            render: (_, m) => (
              <Input
                size="small"
                value={m.warning_markdown ?? ''}
                onChange={(e) => patch(m.key, { warning_markdown: e.target.value || null })}
              />
            ),
          },
          {
            key: 'delete',
            width: 40,
            render: (_, m) => (
              <Button
                size="small"
                type="text"
                aria-label="Delete"
                icon={<DeleteOutlined />}
                onClick={() => onChange(metrics.filter((x) => x.key !== m.key))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}

/** Physical columns (names fixed) or calculated columns (name, expression and type editable). */
export function ColumnsEditor({
  columns,
  onChange,
  calculated,
}: {
  columns: DraftColumn[];
  onChange: (c: DraftColumn[]) => void;
  calculated: boolean;
}) {
  const patch: Patch<DraftColumn> = (key, p) =>
    onChange(columns.map((c) => (c.key === key ? { ...c, ...p } : c)));
  const shown = columns.filter(
    (c) => Boolean(c.expression?.trim() || c.key.startsWith('new')) === calculated,
  );
  const check = (field: 'is_dttm' | 'filterable' | 'groupby', title: string) => ({
    key: field,
    title,
    width: 80,
    render: (_: unknown, c: DraftColumn) => (
      <Checkbox
        checked={Boolean(c[field] ?? field !== 'is_dttm')}
        onChange={(e) => patch(c.key, { [field]: e.target.checked })}
      />
    ),
  });
  return (
    <div data-test={calculated ? 'calculated-columns-editor' : 'columns-editor'}>
      {calculated && (
        <Button
          size="small"
          icon={<PlusOutlined />}
          data-test="add-calculated-column"
          style={{ marginBottom: 8 }}
          onClick={() =>
            onChange([
              ...columns,
              {
                key: newKey(),
                column_name: `calculated_column_${shown.length + 1}`,
                expression: '',
                filterable: true,
                groupby: true,
                is_dttm: false,
              },
            ])
          }
        >
          Add item
        </Button>
      )}
      <Table<DraftColumn>
        size="small"
        rowKey="key"
        pagination={false}
        dataSource={shown}
        scroll={{ y: 520 }}
        columns={[
          {
            key: 'name',
            title: 'Column',
            width: 170,
            render: (_, c) =>
              calculated ? (
                <Input
                  size="small"
                  value={c.column_name}
                  onChange={(e) => patch(c.key, { column_name: e.target.value })}
                />
              ) : (
                <code>{c.column_name}</code>
              ),
          },
          {
            key: 'label',
            title: 'Label',
            width: 150,
            render: (_, c) => (
              <Input
                size="small"
                value={c.verbose_name ?? ''}
                onChange={(e) => patch(c.key, { verbose_name: e.target.value || null })}
              />
            ),
          },
          ...(calculated
            ? [
                {
                  key: 'expression',
                  title: 'SQL expression',
                  render: (_: unknown, c: DraftColumn) => (
                    <Input.TextArea
                      size="small"
                      autoSize={{ minRows: 1, maxRows: 4 }}
                      style={{ fontFamily: 'monospace' }}
                      value={c.expression ?? ''}
                      status={c.expression?.trim() ? undefined : 'error'}
                      onChange={(e) => patch(c.key, { expression: e.target.value })}
                    />
                  ),
                },
              ]
            : []),
          {
            key: 'type',
            title: 'Data type',
            width: 110,
            render: (_, c) =>
              calculated ? (
                <Input
                  size="small"
                  value={c.type ?? ''}
                  onChange={(e) => patch(c.key, { type: e.target.value || null })}
                />
              ) : (
                <span>{c.type ?? ''}</span>
              ),
          },
          check('is_dttm', 'Is temporal'),
          check('filterable', 'Is filterable'),
          check('groupby', 'Is dimension'),
          {
            key: 'format',
            title: 'Datetime format',
            width: 120,
            render: (_, c) =>
              c.is_dttm ? (
                <Input
                  size="small"
                  value={c.python_date_format ?? ''}
                  onChange={(e) => patch(c.key, { python_date_format: e.target.value })}
                />
              ) : null,
          },
          ...(calculated
            ? [
                {
                  key: 'delete',
                  width: 40,
                  render: (_: unknown, c: DraftColumn) => (
                    <Button
                      size="small"
                      type="text"
                      aria-label="Delete"
                      icon={<DeleteOutlined />}
                      onClick={() => onChange(columns.filter((x) => x.key !== c.key))}
                    />
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
