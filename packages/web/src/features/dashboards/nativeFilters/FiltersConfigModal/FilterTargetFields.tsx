/** Type, name, dataset and column of a native filter: what it filters. */
import { filterTypeNeedsColumn, filterTypeNeedsDataset, type NativeFilterType } from '@meridian/core';
import { Input, Select, Typography } from 'antd';
import { columnsForFilterType } from './datasets';
import { DatasetSelect } from './DatasetSelect';
import { EMPTY_MASK, Field, type FilterSectionProps } from './FilterFormParts';

export const FILTER_TYPE_LABELS: Record<NativeFilterType, string> = {
  filter_select: 'Value',
  filter_range: 'Numerical range',
  filter_time: 'Time range',
  filter_timecolumn: 'Time column',
  filter_timegrain: 'Time grain',
};

export function FilterTargetFields(props: FilterSectionProps) {
  const { filter, dataset, errors, status, onChange } = props;
  const target = filter.targets[0] ?? {};
  const datasetId = target.datasetId;
  const type = filter.filterType;
  const needsDataset = filterTypeNeedsDataset(type);
  const needsColumn = filterTypeNeedsColumn(type);
  return (
    <>
      <Field label="Filter Type" test="filter-type">
        <Select
          aria-label="Filter type"
          value={type}
          options={Object.entries(FILTER_TYPE_LABELS).map(([value, label]) => ({ value, label }))}
          onChange={(v: NativeFilterType) => {
            // Superset resets the default value and the column when the type changes.
            onChange({
              filterType: v,
              defaultDataMask: EMPTY_MASK,
              targets: filterTypeNeedsDataset(v) ? [{ ...(datasetId !== undefined && { datasetId }) }] : [{}],
              ...(v === 'filter_select' ? {} : { cascadeParentIds: [] }),
            });
          }}
          style={{ width: '100%' }}
        />
      </Field>
      <Field label="Filter name" required error={errors.name} test="filter-name">
        <Input
          data-test="filter-name-input"
          value={filter.name}
          status={status('name')}
          onChange={(e) => onChange({ name: e.target.value })}
        />
      </Field>
      {type === 'filter_time' && (
        <Typography.Paragraph type="secondary">
          Dashboard time range filters apply to temporal columns defined in the filter section of each chart.
          Add temporal columns to the chart filters to have this dashboard filter impact those charts.
        </Typography.Paragraph>
      )}
      {needsDataset && (
        <div style={{ display: 'flex', gap: 16 }}>
          <div style={{ flex: 1 }}>
            <Field label="Dataset" required error={errors.dataset} test="filter-dataset">
              <DatasetSelect
                value={datasetId}
                valueLabel={dataset?.table_name}
                status={status('dataset')}
                onChange={(id) =>
                  onChange({
                    targets: [id === undefined ? {} : { datasetId: id }],
                    defaultDataMask: EMPTY_MASK,
                    adhoc_filters: undefined,
                    sortMetric: null,
                  })
                }
              />
            </Field>
          </div>
          {needsColumn && <ColumnField {...props} />}
        </div>
      )}
    </>
  );
}

/** The target column, among the dataset's columns this filter type accepts. */
function ColumnField({ filter, dataset, errors, status, onChange }: FilterSectionProps) {
  const target = filter.targets[0] ?? {};
  const datasetId = target.datasetId;
  const columns = columnsForFilterType(dataset?.columns ?? [], filter.filterType);
  return (
    <div style={{ flex: 1 }}>
      <Field label="Column" required error={errors.column} test="filter-column">
        <Select
          data-test="filter-column-select"
          showSearch={{
            // Found by its name or its label.
            filterOption: (input, option) =>
              `${String(option?.value)} ${String(option?.label)}`.toLowerCase().includes(input.toLowerCase()),
          }}
          placeholder="Select column"
          disabled={datasetId === undefined}
          status={status('column')}
          value={target.column?.name}
          options={columns.map((c) => ({
            value: c.column_name,
            label: c.verbose_name || c.column_name,
          }))}
          onChange={(name: string) =>
            onChange({
              targets: [{ ...target, column: { name } }],
              defaultDataMask: EMPTY_MASK,
            })
          }
          style={{ width: '100%' }}
        />
      </Field>
    </div>
  );
}
