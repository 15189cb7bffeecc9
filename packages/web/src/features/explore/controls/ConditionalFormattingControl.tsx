/**
 * Conditional formatting rules of the table and pivot table: a metric column, a comparison
 * (>, <, ≥, ≤, =, ≠ or a between form) with its target values, and the colour cells get.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ConditionalFormattingRule, FormData } from '@meridian/charts';
import { getMetricLabel, type QueryMetric } from '@meridian/core';
import { Button, InputNumber, Select, theme } from 'antd';

const OPERATORS = ['>', '<', '≥', '≤', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤'] as const;
const BETWEEN = new Set(['< x <', '≤ x ≤', '≤ x <', '< x ≤']);
const COLORS = [
  { value: '#ACE1C4', label: 'Green' },
  { value: '#EFA1AA', label: 'Red' },
  { value: '#FDE380', label: 'Yellow' },
  { value: '#8FD3E4', label: 'Blue' },
  { value: '#D3B3DA', label: 'Purple' },
];

const metricLabels = (formData: FormData) =>
  [formData.metrics, formData.percent_metrics]
    .flatMap((v) => (Array.isArray(v) ? (v as QueryMetric[]) : []))
    .map((m) => getMetricLabel(m));

export function ConditionalFormattingControl({
  value,
  onChange,
  formData,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  formData: FormData;
}) {
  const { token } = theme.useToken();
  const rules = (Array.isArray(value) ? value : []) as ConditionalFormattingRule[];
  const columns = [...new Set(metricLabels(formData))];
  const set = (i: number, patch: Partial<ConditionalFormattingRule>) =>
    onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <div data-test="conditional-formatting" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {rules.map((rule, i) => (
        <div
          key={i}
          data-test="formatter-rule"
          style={{
            display: 'grid',
            gridTemplateColumns: '1fr 1fr auto',
            gap: 4,
            padding: 6,
            background: token.colorFillQuaternary,
            borderRadius: 4,
          }}
        >
          <Select
            placeholder="Column"
            value={rule.column}
            onChange={(v: string) => set(i, { column: v })}
            options={columns.map((c) => ({ value: c, label: c }))}
          />
          <Select
            placeholder="Color"
            value={rule.colorScheme}
            onChange={(v: string) => set(i, { colorScheme: v })}
            options={COLORS.map((c) => ({
              value: c.value,
              label: (
                <span>
                  <span
                    style={{
                      display: 'inline-block',
                      width: 10,
                      height: 10,
                      background: c.value,
                      marginRight: 6,
                    }}
                  />
                  {c.label}
                </span>
              ),
            }))}
          />
          <Button
            aria-label="Remove rule"
            size="small"
            type="text"
            icon={<DeleteOutlined />}
            onClick={() => onChange(rules.filter((_, j) => j !== i))}
          />
          <Select
            placeholder="Operator"
            value={rule.operator}
            onChange={(v: string) => set(i, { operator: v })}
            options={OPERATORS.map((o) => ({ value: o, label: o }))}
          />
          {rule.operator && BETWEEN.has(rule.operator) ? (
            <div style={{ display: 'flex', gap: 4 }}>
              <InputNumber
                placeholder="Left"
                value={rule.targetValueLeft as number | null}
                onChange={(v) => set(i, { targetValueLeft: v })}
              />
              <InputNumber
                placeholder="Right"
                value={rule.targetValueRight as number | null}
                onChange={(v) => set(i, { targetValueRight: v })}
              />
            </div>
          ) : (
            <InputNumber
              placeholder="Target value"
              value={rule.targetValue as number | null}
              onChange={(v) => set(i, { targetValue: v })}
            />
          )}
        </div>
      ))}
      <Button
        size="small"
        type="dashed"
        icon={<PlusOutlined />}
        onClick={() =>
          onChange([
            ...rules,
            { column: columns[0], operator: '>', colorScheme: COLORS[0]!.value, targetValue: null },
          ])
        }
      >
        Add new formatter
      </Button>
    </div>
  );
}
