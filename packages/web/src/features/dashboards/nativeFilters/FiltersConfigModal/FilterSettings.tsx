/** The filter's settings: description, default value, required, first value, multiple, inverse. */
import { filterTypeNeedsColumn } from '@meridian/core';
import { Checkbox, Input, Space, Typography } from 'antd';
import { DefaultValueInput } from './DefaultValueInput';
import { Field, type FilterSectionProps } from './FilterFormParts';

export function FilterSettings(props: FilterSectionProps) {
  const { filter, flags, errors, dataset, cv, status, onChange, onFlags, setControl } = props;
  const target = filter.targets[0] ?? {};
  const needsColumn = filterTypeNeedsColumn(filter.filterType);
  const isSelect = filter.filterType === 'filter_select';
  return (
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
  );
}
