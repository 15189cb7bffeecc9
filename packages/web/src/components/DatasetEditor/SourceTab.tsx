/** Source: the dataset's name and, for a virtual dataset, its SQL; for a physical one, its table. */
import { Typography } from 'antd';
import type { ExploreDataset } from '../../api/explore';
import type { DatasetDraft } from './datasetDraft';
import { Field, TextInput } from './fields';

export function SourceTab({
  draft,
  errors,
  setDataset,
}: {
  draft: DatasetDraft;
  errors: Record<string, string>;
  setDataset: (patch: Partial<ExploreDataset>) => void;
}) {
  const d = draft.dataset;
  return (
    <div style={{ maxWidth: 900 }}>
      <Field label="Name" error={errors.table_name}>
        <TextInput
          name="table_name"
          value={d.table_name}
          onChange={(table_name) => setDataset({ table_name })}
        />
      </Field>
      {draft.virtual ? (
        <Field label="SQL" error={errors.sql}>
          <TextInput name="sql" rows={10} monospace value={d.sql} onChange={(sql) => setDataset({ sql })} />
        </Field>
      ) : (
        <Typography.Paragraph>
          Physical table{' '}
          <code>{[d.database?.database_name, d.schema, d.table_name].filter(Boolean).join('.')}</code>
        </Typography.Paragraph>
      )}
    </div>
  );
}
