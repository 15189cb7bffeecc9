/** The filter's configuration: values dependent on other filters, the pre-filter, the sort. */
import { filterTypeCanCascade, filterTypeNeedsDataset } from '@meridian/core';
import { Checkbox, Radio, Select, Space } from 'antd';
import { DndFilterSelect } from '../../../../components/controls/filter/DndFilterSelect';
import { TimeRangeControl } from '../../../../components/controls/time/TimeRangeControl';
import { Field, type FilterSectionProps } from './FilterFormParts';

export function FilterConfiguration(props: FilterSectionProps) {
  const type = props.filter.filterType;
  const needsDataset = filterTypeNeedsDataset(type);
  const isSelect = type === 'filter_select';
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {filterTypeCanCascade(type) && <Dependencies {...props} />}
      {needsDataset && <PreFilter {...props} />}
      {isSelect && <SortValues {...props} />}
    </Space>
  );
}

/** "Values are dependent on other filters" and the parents. */
function Dependencies({
  filter,
  flags,
  errors,
  parentOptions,
  status,
  onChange,
  onFlags,
}: FilterSectionProps) {
  return (
    <div data-test="filter-dependencies">
      <Checkbox
        checked={flags.dependent}
        disabled={parentOptions.length === 0 && !flags.dependent}
        onChange={(e) => {
          onFlags({ dependent: e.target.checked });
          if (!e.target.checked) onChange({ cascadeParentIds: [] });
        }}
      >
        Values are dependent on other filters
      </Checkbox>
      {flags.dependent && (
        <Field error={errors.cascadeParentIds} test="filter-parents">
          <Select
            data-test="filter-parents-select"
            mode="multiple"
            placeholder="Select filter"
            status={status('cascadeParentIds')}
            value={filter.cascadeParentIds}
            options={parentOptions}
            onChange={(ids: string[]) => onChange({ cascadeParentIds: ids })}
            style={{ width: '100%', marginTop: 8 }}
          />
        </Field>
      )}
    </div>
  );
}

/** "Pre-filter available values": the adhoc filters and the time range. */
function PreFilter({ filter, flags, errors, dataset, onChange, onFlags }: FilterSectionProps) {
  return (
    <div data-test="filter-prefilter">
      <Checkbox
        checked={flags.preFilter}
        disabled={!dataset}
        onChange={(e) => onFlags({ preFilter: e.target.checked })}
      >
        Pre-filter available values
      </Checkbox>
      {flags.preFilter && dataset && (
        <div style={{ marginTop: 8, paddingLeft: 24 }}>
          <Field label="Pre-filter" error={errors.preFilter}>
            <DndFilterSelect
              value={filter.adhoc_filters ?? []}
              dataset={dataset}
              onChange={(v) => onChange({ adhoc_filters: v as unknown[] })}
            />
          </Field>
          <Field label="Time range">
            <TimeRangeControl
              value={filter.time_range}
              onChange={(v) => onChange({ time_range: typeof v === 'string' ? v : undefined })}
            />
          </Field>
        </div>
      )}
    </div>
  );
}

/** "Sort filter values": the direction and the sort metric. */
function SortValues({ filter, flags, dataset, cv, onChange, onFlags, setControl }: FilterSectionProps) {
  return (
    <div data-test="filter-sort">
      <Checkbox
        checked={flags.sort}
        onChange={(e) => {
          onFlags({ sort: e.target.checked });
          if (e.target.checked && typeof cv.sortAscending !== 'boolean') setControl({ sortAscending: true });
        }}
      >
        Sort filter values
      </Checkbox>
      {flags.sort && (
        <div style={{ marginTop: 8, paddingLeft: 24 }}>
          <Radio.Group
            value={cv.sortAscending === false ? 'desc' : 'asc'}
            onChange={(e) => setControl({ sortAscending: e.target.value === 'asc' })}
          >
            <Radio value="asc">Sort ascending</Radio>
            <Radio value="desc">Sort descending</Radio>
          </Radio.Group>
          <Field label="Sort Metric">
            <Select
              data-test="filter-sort-metric"
              allowClear
              placeholder="Select metric"
              value={filter.sortMetric ?? undefined}
              options={(dataset?.metrics ?? []).map((m) => ({
                value: m.metric_name,
                label: m.verbose_name || m.metric_name,
              }))}
              onChange={(v: string | undefined) => onChange({ sortMetric: v ?? null })}
              style={{ width: '100%', marginTop: 8 }}
            />
          </Field>
        </div>
      )}
    </div>
  );
}
