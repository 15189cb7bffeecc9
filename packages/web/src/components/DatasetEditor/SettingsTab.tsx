/** Settings: description, owners, default URL and datetime column, caching, offset, JSON fields, flags. */
import { Checkbox, Select } from 'antd';
import type { ExploreDataset } from '../../api/explore';
import type { DatasetDraft } from './datasetDraft';
import { Field, TextInput } from './fields';
import { OwnersSelect } from './OwnersSelect';

type SetDataset = (patch: Partial<ExploreDataset>) => void;
type Flag = 'filter_select_enabled' | 'normalize_columns' | 'always_filter_main_dttm';

const FLAGS: [Flag, string][] = [
  ['filter_select_enabled', 'Autocomplete filters'],
  ['normalize_columns', 'Normalize column names'],
  ['always_filter_main_dttm', 'Always filter main datetime column'],
];

function Flags({ dataset, setDataset }: { dataset: ExploreDataset; setDataset: SetDataset }) {
  return (
    <>
      {FLAGS.map(([flag, label]) => (
        <div key={flag}>
          <Checkbox
            checked={Boolean(dataset[flag])}
            onChange={(e) => setDataset({ [flag]: e.target.checked })}
          >
            {label}
          </Checkbox>
        </div>
      ))}
    </>
  );
}

export function SettingsTab({
  draft,
  errors,
  setDataset,
  setDraft,
}: {
  draft: DatasetDraft;
  errors: Record<string, string>;
  setDataset: SetDataset;
  setDraft: (patch: Partial<DatasetDraft>) => void;
}) {
  const d = draft.dataset;
  const nullable = (field: keyof ExploreDataset) => (v: string) => setDataset({ [field]: v || null });
  const datetimeColumns = draft.columns
    .filter((c) => c.is_dttm)
    .map((c) => ({ value: c.column_name, label: c.column_name }));
  return (
    <div style={{ maxWidth: 560 }}>
      <Field label="Description">
        <TextInput name="description" rows={3} value={d.description} onChange={nullable('description')} />
      </Field>
      <Field label="Owners">
        <OwnersSelect value={draft.owners} onChange={(owners) => setDraft({ owners })} />
      </Field>
      <Field
        label="Default URL"
        helper="Default URL to redirect to when accessing from the dataset list page"
      >
        <TextInput
          name="default_endpoint"
          value={d.default_endpoint}
          onChange={nullable('default_endpoint')}
        />
      </Field>
      <Field label="Default datetime column">
        <Select
          allowClear
          style={{ width: '100%' }}
          value={d.main_dttm_col ?? undefined}
          onChange={(v: string | undefined) => setDataset({ main_dttm_col: v ?? null })}
          options={datetimeColumns}
        />
      </Field>
      <Field
        label="Cache timeout"
        error={errors.cache_timeout}
        helper="The duration of time in seconds before the cache is invalidated. Blank uses the database timeout."
      >
        <TextInput
          name="cache_timeout"
          placeholder="Seconds; empty uses the database's"
          value={draft.cacheTimeout}
          onChange={(cacheTimeout) => setDraft({ cacheTimeout })}
        />
      </Field>
      <Field
        label="Hours offset"
        error={errors.offset}
        helper="The number of hours, negative or positive, to shift the time column."
      >
        <TextInput name="offset" value={draft.offset} onChange={(offset) => setDraft({ offset })} />
      </Field>
      <Field label="Template parameters" error={errors.template_params}>
        <TextInput
          name="template_params"
          rows={2}
          monospace
          value={d.template_params}
          onChange={nullable('template_params')}
        />
      </Field>
      <Field label="Extra" error={errors.extra}>
        <TextInput name="extra" rows={3} monospace value={d.extra} onChange={nullable('extra')} />
      </Field>
      <Flags dataset={d} setDataset={setDataset} />
    </div>
  );
}
