/**
 * The right side of the configuration modal for one native filter: type, name, dataset, column,
 * the configuration (cascade parents, pre-filter, sort), the settings (description, default value,
 * required, first value, multiple, inverse) and, on its own tab, the scope.
 */
import {
  filterTypeCanCascade,
  filterTypeNeedsColumn,
  filterTypeNeedsDataset,
  type DataMask,
  type NativeFilter,
  type NativeFilterType,
} from '@meridian/core';
import { Checkbox, Collapse, Form, Input, Radio, Select, Space, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { DndFilterSelect } from '../../../explore/controls/filter/DndFilterSelect';
import { TimeRangeControl } from '../../../explore/controls/time/TimeRangeControl';
import { columnsForFilterType, useDataset } from './datasets';
import { DatasetSelect } from './DatasetSelect';
import { DefaultValueInput } from './DefaultValueInput';
import type { ItemFlags } from './draft';
import { FilterScopeField } from './scope/FilterScopeField';

export const FILTER_TYPE_LABELS: Record<NativeFilterType, string> = {
  filter_select: 'Value',
  filter_range: 'Numerical range',
  filter_time: 'Time range',
  filter_timecolumn: 'Time column',
  filter_timegrain: 'Time grain',
};

const EMPTY_MASK: DataMask = { extraFormData: {}, filterState: {}, ownState: {} };

export interface FilterFormProps {
  filter: NativeFilter;
  flags: ItemFlags;
  errors: Record<string, string>;
  /** Other value filters this one may depend on. */
  parentOptions: { value: string; label: string }[];
  onChange: (patch: Partial<NativeFilter>) => void;
  onFlags: (patch: Partial<ItemFlags>) => void;
}

function Field({
  label,
  error,
  children,
  required,
  test,
}: {
  label?: ReactNode;
  error?: string;
  children: ReactNode;
  required?: boolean;
  test?: string;
}) {
  return (
    <div data-test={test}>
      <Form.Item
        label={label}
        required={required}
        validateStatus={error ? 'error' : undefined}
        help={error}
        style={{ marginBottom: 16 }}
      >
        {children}
      </Form.Item>
    </div>
  );
}

export function FilterForm({ filter, flags, errors, parentOptions, onChange, onFlags }: FilterFormProps) {
  const target = filter.targets[0] ?? {};
  const datasetId = target.datasetId;
  const { dataset } = useDataset(datasetId);
  const cv = filter.controlValues ?? {};
  const setControl = (patch: Record<string, unknown>) => onChange({ controlValues: { ...cv, ...patch } });
  const type = filter.filterType;
  const needsDataset = filterTypeNeedsDataset(type);
  const needsColumn = filterTypeNeedsColumn(type);
  const columns = columnsForFilterType(dataset?.columns ?? [], type);
  const isSelect = type === 'filter_select';
  const status = (key: string) => (errors[key] ? ('error' as const) : undefined);

  const settings = (
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
          {needsColumn && (
            <div style={{ flex: 1 }}>
              <Field label="Column" required error={errors.column} test="filter-column">
                <Select
                  data-test="filter-column-select"
                  showSearch={{
                    // Found by its name or its label.
                    filterOption: (input, option) =>
                      `${String(option?.value)} ${String(option?.label)}`
                        .toLowerCase()
                        .includes(input.toLowerCase()),
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
          )}
        </div>
      )}
      <Collapse
        defaultActiveKey={['configuration', 'settings']}
        size="small"
        items={[
          ...(type !== 'filter_time'
            ? [
                {
                  key: 'configuration',
                  label: 'Filter Configuration',
                  forceRender: true,
                  children: (
                    <Space orientation="vertical" style={{ width: '100%' }}>
                      {filterTypeCanCascade(type) && (
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
                      )}
                      {needsDataset && (
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
                                  onChange={(v) =>
                                    onChange({ time_range: typeof v === 'string' ? v : undefined })
                                  }
                                />
                              </Field>
                            </div>
                          )}
                        </div>
                      )}
                      {isSelect && (
                        <div data-test="filter-sort">
                          <Checkbox
                            checked={flags.sort}
                            onChange={(e) => {
                              onFlags({ sort: e.target.checked });
                              if (e.target.checked && typeof cv.sortAscending !== 'boolean')
                                setControl({ sortAscending: true });
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
                      )}
                    </Space>
                  ),
                },
              ]
            : []),
          {
            key: 'settings',
            label: 'Filter Settings',
            forceRender: true,
            children: (
              <Space orientation="vertical" style={{ width: '100%' }}>
                <Field label="Description">
                  <Input.TextArea
                    data-test="filter-description"
                    rows={2}
                    value={filter.description}
                    onChange={(e) => onChange({ description: e.target.value })}
                  />
                </Field>
                <div data-test="filter-default-value">
                  <Checkbox
                    checked={flags.hasDefaultValue}
                    disabled={cv.defaultToFirstItem === true}
                    onChange={(e) => onFlags({ hasDefaultValue: e.target.checked })}
                  >
                    Filter has default value
                  </Checkbox>
                  {flags.hasDefaultValue && (
                    <div style={{ marginTop: 8, paddingLeft: 24 }}>
                      <Field label="Default Value" error={errors.defaultValue}>
                        {needsColumn && !target.column?.name ? (
                          <Typography.Text type="secondary">
                            Fill all required fields to enable "Default Value"
                          </Typography.Text>
                        ) : (
                          <DefaultValueInput
                            filter={filter}
                            dataset={dataset}
                            status={status('defaultValue')}
                            onChange={(mask) => onChange({ defaultDataMask: mask })}
                          />
                        )}
                      </Field>
                    </div>
                  )}
                </div>
                <Checkbox
                  data-test="filter-required"
                  checked={cv.enableEmptyFilter === true}
                  onChange={(e) => setControl({ enableEmptyFilter: e.target.checked })}
                >
                  Filter value is required
                </Checkbox>
                {isSelect && (
                  <>
                    <Checkbox
                      data-test="filter-first-item"
                      checked={cv.defaultToFirstItem === true}
                      onChange={(e) => {
                        setControl({ defaultToFirstItem: e.target.checked });
                        if (e.target.checked) onFlags({ hasDefaultValue: false });
                      }}
                    >
                      Select first filter value by default
                    </Checkbox>
                    <Checkbox
                      data-test="filter-multiple"
                      checked={cv.multiSelect !== false}
                      onChange={(e) => setControl({ multiSelect: e.target.checked })}
                    >
                      Can select multiple values
                    </Checkbox>
                    <Checkbox
                      data-test="filter-inverse"
                      checked={cv.inverseSelection === true}
                      onChange={(e) => setControl({ inverseSelection: e.target.checked })}
                    >
                      Inverse selection
                    </Checkbox>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );

  return (
    <Form layout="vertical" component="div" data-test="filter-form">
      <Tabs
        defaultActiveKey="settings"
        items={[
          { key: 'settings', label: 'Settings', children: settings },
          {
            key: 'scoping',
            label: 'Scoping',
            children: (
              <FilterScopeField
                specific={flags.specificScope}
                scope={filter.scope}
                onChange={(specific, scope) => {
                  onFlags({ specificScope: specific });
                  onChange({ scope });
                }}
              />
            ),
          },
        ]}
      />
    </Form>
  );
}
