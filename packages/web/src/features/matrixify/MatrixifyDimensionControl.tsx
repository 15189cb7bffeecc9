/**
 * Superset's MatrixifyDimensionControl: the dimension an axis splits by and, in "Dimension members"
 * mode, the members picked by hand from the column's distinct values. Stored as
 * `{dimension, values}`. In top-N mode the members are chosen when the chart draws (the top N by the
 * ordering metric), so only the dimension is asked for here.
 */
import { Select, Typography, theme } from 'antd';
import type { ExploreDataset } from '../../api/explore';
import { useColumnValues } from '../../components/controls/filter/columnValues';

export interface DimensionValue {
  dimension: string;
  values: unknown[];
}

export interface MatrixifyDimensionControlProps {
  name: string;
  value: unknown;
  onChange: (value: DimensionValue) => void;
  dataset: ExploreDataset | null;
  /** The axis's selection method: 'members' or 'topn'. */
  selectionMode: unknown;
  invalid?: boolean;
}

const asDimensionValue = (value: unknown): DimensionValue => {
  const v = (value ?? {}) as Partial<DimensionValue>;
  return {
    dimension: typeof v.dimension === 'string' ? v.dimension : '',
    values: Array.isArray(v.values) ? v.values : [],
  };
};

export function MatrixifyDimensionControl({
  name,
  value,
  onChange,
  dataset,
  selectionMode,
  invalid,
}: MatrixifyDimensionControlProps) {
  const { token } = theme.useToken();
  const current = asDimensionValue(value);
  const topN = selectionMode === 'topn';
  const datasetId = dataset?.type === 'query' ? null : dataset?.id;
  const members = useColumnValues(topN ? null : datasetId, current.dimension || null);
  const columns = (dataset?.columns ?? []).filter((c) => c.groupby !== false);

  return (
    <div data-test={`matrixify-dimension-${name}`} style={{ display: 'grid', gap: token.marginXS }}>
      <Select
        data-test="matrixify-dimension-column"
        showSearch
        allowClear
        placeholder="Select a dimension"
        status={invalid ? 'error' : undefined}
        value={current.dimension || undefined}
        options={columns.map((c) => ({ value: c.column_name, label: c.verbose_name || c.column_name }))}
        // A new dimension starts with no members: the old ones belong to another column.
        onChange={(dimension?: string) => onChange({ dimension: dimension ?? '', values: [] })}
      />
      {topN ? (
        <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
          The top members by the ordering metric are picked when the chart draws.
        </Typography.Text>
      ) : (
        <Select
          data-test="matrixify-dimension-values"
          mode="multiple"
          allowClear
          disabled={!current.dimension}
          loading={members.loading}
          placeholder="Select values"
          value={current.values.map(String)}
          options={members.options}
          onChange={(values: string[]) => onChange({ dimension: current.dimension, values })}
        />
      )}
    </div>
  );
}
