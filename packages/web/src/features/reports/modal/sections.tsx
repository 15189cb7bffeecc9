/** The general information and alert condition sections of the alert and report dialog. */
import { Input, InputNumber, Select, Skeleton, Switch } from 'antd';
import { Suspense } from 'react';
import { lazyNamed } from '../../../components/lazyNamed';
import { CONDITIONS, type AlertForm, type Condition } from '../alertForm';
import { Field, RelatedField } from './fields';
import { RelatedMultiSelect } from './RelatedSelect';

// CodeMirror loads when the condition section first shows.
const AlertSqlEditor = lazyNamed(() => import('./AlertSqlEditor'), 'AlertSqlEditor');

/** Superset's tooltip of the alert's SQL field, shown under it. */
const SQL_HELP =
  'The result of this query must be a value capable of numeric interpretation e.g. 1, 1.0, or "1" (compatible with Python\'s float() function).';

export interface SectionProps {
  form: AlertForm;
  set: (patch: Partial<AlertForm>) => void;
  /** The server's messages by API field. */
  errors: Record<string, string>;
  readOnly: boolean;
}

export function GeneralSection({ form, set, errors, readOnly }: SectionProps) {
  const noun = form.type === 'Report' ? 'Report' : 'Alert';
  return (
    <>
      <Field label={`${noun} name`} required error={errors.name}>
        <Input
          data-test="alert-report-name"
          aria-label={`${noun} name`}
          placeholder={`Enter ${noun.toLowerCase()} name`}
          value={form.name}
          disabled={readOnly}
          onChange={(e) => set({ name: e.target.value })}
        />
      </Field>
      <Field label="Owners" required error={errors.owners}>
        <RelatedMultiSelect
          column="owners"
          dataTest="alert-report-owners"
          ariaLabel="Owners"
          placeholder="Select owners"
          disabled={readOnly}
          value={form.owners}
          onChange={(owners) => set({ owners })}
        />
      </Field>
      <Field label="Description" error={errors.description}>
        <Input
          data-test="alert-report-description"
          aria-label="Description"
          placeholder="Include description to be sent with report"
          value={form.description}
          disabled={readOnly}
          onChange={(e) => set({ description: e.target.value })}
        />
      </Field>
      <Field label="Active">
        <Switch
          data-test="alert-report-active"
          aria-label="Active"
          checked={form.active}
          disabled={readOnly}
          onChange={(active) => set({ active })}
        />
      </Field>
    </>
  );
}

export function ConditionSection(props: SectionProps) {
  const { form, set, errors, readOnly } = props;
  const notNull = form.condition === 'not null';
  return (
    <>
      <RelatedField name="database" {...props} />
      <Field label="SQL Query" required error={errors.sql} extra={SQL_HELP}>
        <Suspense fallback={<Skeleton.Input active block style={{ height: 180 }} />}>
          <AlertSqlEditor
            value={form.sql}
            onChange={(sql) => set({ sql })}
            databaseId={form.database?.value ?? null}
            readOnly={readOnly}
          />
        </Suspense>
      </Field>
      <div style={{ display: 'flex', gap: 12 }}>
        <div style={{ flex: 1 }}>
          <Field label="Trigger Alert If..." required error={errors.validator_type}>
            <Select<Condition>
              data-test="alert-condition"
              aria-label="Condition"
              placeholder="Condition"
              disabled={readOnly}
              value={form.condition ?? undefined}
              options={CONDITIONS}
              onChange={(condition) =>
                set({ condition, ...(condition === 'not null' ? { threshold: null } : {}) })
              }
            />
          </Field>
        </div>
        <div style={{ flex: 1 }}>
          <Field label="Value" required={!notNull} error={errors.validator_config_json}>
            <InputNumber
              data-test="alert-threshold"
              aria-label="Value"
              placeholder="Value"
              style={{ width: '100%' }}
              disabled={readOnly || notNull}
              value={form.threshold}
              onChange={(v) => set({ threshold: v === null || v === undefined ? null : Number(v) })}
            />
          </Field>
        </div>
      </div>
    </>
  );
}
