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

const COLOR_OPTIONS = COLORS.map((c) => ({
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
}));

type SetRule = (patch: Partial<ConditionalFormattingRule>) => void;

/** The target value, or the left and right values of a between operator. */
function TargetInputs({ rule, set }: { rule: ConditionalFormattingRule; set: SetRule }) {
  return rule.operator && BETWEEN.has(rule.operator) ? (
    <div style={{ display: 'flex', gap: 4 }}>
      <InputNumber
        placeholder="Left"
        value={rule.targetValueLeft as number | null}
        onChange={(v) => set({ targetValueLeft: v })}
      />
      <InputNumber
        placeholder="Right"
        value={rule.targetValueRight as number | null}
        onChange={(v) => set({ targetValueRight: v })}
      />
    </div>
  ) : (
    <InputNumber
      placeholder="Target value"
      value={rule.targetValue as number | null}
      onChange={(v) => set({ targetValue: v })}
    />
  );
}

function RuleRow({
  rule,
  columns,
  set,
  onRemove,
}: {
  rule: ConditionalFormattingRule;
  columns: string[];
  set: SetRule;
  onRemove: () => void;
}) {
  const { token } = theme.useToken();
  return (
    <div
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
        onChange={(v: string) => set({ column: v })}
        options={columns.map((c) => ({ value: c, label: c }))}
      />
      <Select
        placeholder="Color"
        value={rule.colorScheme}
        onChange={(v: string) => set({ colorScheme: v })}
        options={COLOR_OPTIONS}
      />
      <Button
        aria-label="Remove rule"
        size="small"
        type="text"
        icon={<DeleteOutlined />}
        onClick={onRemove}
      />
      <Select
        placeholder="Operator"
        value={rule.operator}
        onChange={(v: string) => set({ operator: v })}
        options={OPERATORS.map((o) => ({ value: o, label: o }))}
      />
      <TargetInputs rule={rule} set={set} />
    </div>
  );
}

export function ConditionalFormattingControl({
  value,
  onChange,
  formData,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  formData: FormData;
}) {
  const rules = (Array.isArray(value) ? value : []) as ConditionalFormattingRule[];
  const columns = [...new Set(metricLabels(formData))];
  const set = (i: number, patch: Partial<ConditionalFormattingRule>) =>
    onChange(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <div data-test="conditional-formatting" style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {rules.map((rule, i) => (
        <RuleRow
          key={i}
          rule={rule}
          columns={columns}
          set={(patch) => set(i, patch)}
          onRemove={() => onChange(rules.filter((_, j) => j !== i))}
        />
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
