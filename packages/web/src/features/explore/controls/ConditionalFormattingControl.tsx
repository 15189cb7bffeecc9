/**
 * Conditional formatting rules of the tables and pivot table: a column, a comparison with its target
 * values, and the colour cells get. Metric and numeric columns compare numbers (>, <, ≥, ≤, =, ≠ or
 * a between form); text columns compare text (=, begins with, ends with, containing, not
 * containing), as Superset's string operator options.
 */
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { ConditionalFormattingRule, FormData } from '@meridian/charts';
import { getColumnLabel, getMetricLabel, type QueryColumn, type QueryMetric } from '@meridian/core';
import { Button, Input, InputNumber, Select, theme } from 'antd';
import type { ExploreDataset } from '../../../api/explore';

const OPERATORS = ['>', '<', '≥', '≤', '=', '≠', '< x <', '≤ x ≤', '≤ x <', '< x ≤'] as const;
const STRING_OPERATORS = ['None', '=', 'begins with', 'ends with', 'containing', 'not containing'] as const;
/** GenericDataType of a dataset column: 0 numeric, 1 string. */
const NUMERIC = 0;
const STRING = 1;
const BETWEEN = new Set(['< x <', '≤ x ≤', '≤ x <', '< x ≤']);
const COLORS = [
  { value: '#ACE1C4', label: 'Green' },
  { value: '#EFA1AA', label: 'Red' },
  { value: '#FDE380', label: 'Yellow' },
  { value: '#8FD3E4', label: 'Blue' },
  { value: '#D3B3DA', label: 'Purple' },
];

type Kind = 'number' | 'string';
interface ColumnOption {
  name: string;
  kind: Kind;
}

const listOf = <T,>(v: unknown): T[] => (Array.isArray(v) ? (v as T[]) : []);

/**
 * The columns a rule can format: the metrics (numbers), then the chart's dimension columns (the
 * groupby, or the raw mode's columns) that are numeric or text in the dataset.
 */
function columnOptions(formData: FormData, dataset: ExploreDataset | null | undefined): ColumnOption[] {
  const raw = formData.query_mode === 'raw';
  const metrics = raw
    ? []
    : [formData.metrics, formData.percent_metrics].flatMap((v) => listOf<QueryMetric>(v)).map(getMetricLabel);
  const types = new Map((dataset?.columns ?? []).map((c) => [c.column_name, c.type_generic]));
  const dimensions = listOf<QueryColumn>(raw ? formData.all_columns : formData.groupby).map(getColumnLabel);
  const out: ColumnOption[] = metrics.map((name) => ({ name, kind: 'number' }));
  for (const name of dimensions) {
    const type = types.get(name);
    if (type === STRING || type === NUMERIC) out.push({ name, kind: type === STRING ? 'string' : 'number' });
  }
  return out.filter((c, i) => out.findIndex((o) => o.name === c.name) === i);
}

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

const kindOf = (columns: ColumnOption[], name: string | undefined): Kind =>
  columns.find((c) => c.name === name)?.kind ?? 'number';

/** A new column for a rule; switching between a number and a text column starts its comparison over. */
function columnPatch(rule: ConditionalFormattingRule, kind: Kind, column: string) {
  const valid: readonly string[] = kind === 'string' ? STRING_OPERATORS : OPERATORS;
  if (rule.operator && valid.includes(rule.operator)) return { column };
  return { column, operator: kind === 'string' ? 'containing' : '>', targetValue: null };
}

/** The target value (text for a text column), or the left and right values of a between operator. */
function TargetInputs({ rule, kind, set }: { rule: ConditionalFormattingRule; kind: Kind; set: SetRule }) {
  if (kind === 'string') {
    return (
      <Input
        placeholder="Target value"
        aria-label="Target value"
        disabled={rule.operator === 'None'}
        value={rule.targetValue === null || rule.targetValue === undefined ? '' : String(rule.targetValue)}
        onChange={(e) => set({ targetValue: e.target.value })}
      />
    );
  }
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
  columns: ColumnOption[];
  set: SetRule;
  onRemove: () => void;
}) {
  const { token } = theme.useToken();
  const kind = kindOf(columns, rule.column);
  const operators: readonly string[] = kind === 'string' ? STRING_OPERATORS : OPERATORS;
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
        onChange={(v: string) => set(columnPatch(rule, kindOf(columns, v), v))}
        options={columns.map((c) => ({ value: c.name, label: c.name }))}
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
        options={operators.map((o) => ({ value: o, label: o }))}
      />
      <TargetInputs rule={rule} kind={kind} set={set} />
    </div>
  );
}

export function ConditionalFormattingControl({
  value,
  onChange,
  formData,
  dataset,
}: {
  value: unknown;
  onChange: (v: unknown) => void;
  formData: FormData;
  dataset?: ExploreDataset | null;
}) {
  const rules = (Array.isArray(value) ? value : []) as ConditionalFormattingRule[];
  const columns = columnOptions(formData, dataset);
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
            {
              column: columns[0]?.name,
              operator: columns[0]?.kind === 'string' ? 'containing' : '>',
              colorScheme: COLORS[0]!.value,
              targetValue: null,
            },
          ])
        }
      >
        Add new formatter
      </Button>
    </div>
  );
}
