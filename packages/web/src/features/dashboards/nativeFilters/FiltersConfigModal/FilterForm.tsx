/**
 * The right side of the configuration modal for one native filter: type, name, dataset, column,
 * the configuration (cascade parents, pre-filter, sort), the settings (description, default value,
 * required, first value, multiple, inverse) and, on its own tab, the scope.
 */
import { Collapse, Form, Tabs } from 'antd';
import { useDataset } from './datasets';
import { FilterConfiguration } from './FilterConfiguration';
import type { FilterFormProps, FilterSectionProps } from './FilterFormParts';
import { FilterSettings } from './FilterSettings';
import { FilterTargetFields } from './FilterTargetFields';
import { FilterScopeField } from './scope/FilterScopeField';

export type { FilterFormProps } from './FilterFormParts';
export { FILTER_TYPE_LABELS } from './FilterTargetFields';

export function FilterForm(props: FilterFormProps) {
  const { filter, flags, errors, onChange, onFlags } = props;
  const { dataset } = useDataset(filter.targets[0]?.datasetId);
  const cv = filter.controlValues ?? {};
  const section: FilterSectionProps = {
    ...props,
    dataset,
    cv,
    setControl: (patch) => onChange({ controlValues: { ...cv, ...patch } }),
    status: (key) => (errors[key] ? ('error' as const) : undefined),
  };
  const type = filter.filterType;

  const settings = (
    <>
      <FilterTargetFields {...section} />
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
                  children: <FilterConfiguration {...section} />,
                },
              ]
            : []),
          {
            key: 'settings',
            label: 'Filter Settings',
            forceRender: true,
            children: <FilterSettings {...section} />,
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
