import { Button, Input, InputNumber, Switch } from 'antd';
import { Fragment } from 'react';
import type { AvailableEngine } from '../../../api/databases';
import { fieldsOf, supportsDynamicForm, type DatabaseForm } from './databaseForm';
import { FieldItem, fieldId } from './FieldItem';
import type { ParameterField } from './parameterFields';
import type { FieldErrors } from './validationErrors';

export const SWITCH_TO_URI = 'Connect this database with a SQLAlchemy URI string instead';
const CREDENTIALS = new Set(['host', 'port', 'database', 'username', 'password']);

export const SWITCH_TO_DYNAMIC = 'Connect this database using the dynamic form instead';

export interface ConnectionFormProps {
  form: DatabaseForm;
  engine: AvailableEngine | undefined;
  errors: FieldErrors;
  onChange: (form: DatabaseForm) => void;
  onTestConnection: () => void;
  testing: boolean;
}

function ParameterInput({
  field,
  value,
  onChange,
}: {
  field: ParameterField;
  value: string | boolean | undefined;
  onChange: (v: string | boolean) => void;
}) {
  const common = {
    id: fieldId(field.name),
    'data-test': `parameter-${field.name}`,
    placeholder: field.placeholder,
  };
  const text = typeof value === 'string' ? value : '';
  switch (field.kind) {
    case 'switch':
      return <Switch {...common} checked={value === true} onChange={(v) => onChange(v)} />;
    case 'password':
      return (
        <Input.Password
          {...common}
          autoComplete="new-password"
          value={text}
          onChange={(e) => onChange(e.target.value)}
        />
      );
    case 'number':
      return (
        <InputNumber<string>
          {...common}
          stringMode
          min="0"
          style={{ width: '100%' }}
          value={text === '' ? null : text}
          onChange={(v) => onChange(v ?? '')}
        />
      );
    default:
      return <Input {...common} autoComplete="off" value={text} onChange={(e) => onChange(e.target.value)} />;
  }
}

type FormPart = Pick<ConnectionFormProps, 'form' | 'errors'> & {
  set: (patch: Partial<DatabaseForm>) => void;
};

/** A required text field of the form (the display name, the SQLAlchemy URI). */
function TextField({
  form,
  errors,
  set,
  name,
  test,
  label,
  helper,
  placeholder,
}: FormPart & {
  name: 'database_name' | 'sqlalchemy_uri';
  test: string;
  label: string;
  helper: string;
  placeholder?: string;
}) {
  return (
    <FieldItem name={name} label={label} required error={errors[name]} helper={helper}>
      <Input
        id={fieldId(name)}
        data-test={test}
        autoComplete="off"
        placeholder={placeholder}
        value={form[name]}
        onChange={(e) => set({ [name]: e.target.value })}
      />
    </FieldItem>
  );
}

function DisplayNameField(part: FormPart) {
  return (
    <TextField
      {...part}
      name="database_name"
      test="database-name-input"
      label="Display Name"
      helper="Pick a nickname for how the database will display in Meridian."
    />
  );
}

/** The engine's parameters, with the display name placed among them. */
function ParameterFields({ form, errors, set, engine }: FormPart & { engine: AvailableEngine | undefined }) {
  const fields = fieldsOf(engine);
  // Superset shows the display name after the credentials, before the optional extras.
  const displayNameAfter = [...fields].reverse().find((f) => CREDENTIALS.has(f.name))?.name;
  const displayName = <DisplayNameField form={form} errors={errors} set={set} />;
  return (
    <>
      {fields.map((f) => (
        <Fragment key={f.name}>
          <FieldItem
            name={f.name}
            label={f.label}
            required={f.required}
            error={errors[f.name]}
            helper={f.helper}
          >
            <ParameterInput
              field={f}
              value={form.parameters[f.name]}
              onChange={(v) => set({ parameters: { ...form.parameters, [f.name]: v } })}
            />
          </FieldItem>
          {f.name === displayNameAfter && displayName}
        </Fragment>
      ))}
      {displayNameAfter === undefined && displayName}
    </>
  );
}

function UriFields({ form, errors, set, engine }: FormPart & { engine: AvailableEngine | undefined }) {
  return (
    <>
      <DisplayNameField form={form} errors={errors} set={set} />
      <TextField
        form={form}
        errors={errors}
        set={set}
        name="sqlalchemy_uri"
        test="sqlalchemy-uri-input"
        label="SQLAlchemy URI"
        helper="Refer to the docs for more information on how to structure your URI."
        placeholder={
          engine?.sqlalchemy_uri_placeholder ?? 'dialect+driver://username:password@host:port/database'
        }
      />
    </>
  );
}

/** Step 2 of the connection modal: the display name and either the parameters or a SQLAlchemy URI. */
export function ConnectionForm({
  form,
  engine,
  errors,
  onChange,
  onTestConnection,
  testing,
}: ConnectionFormProps) {
  const dynamic = form.configuration_method === 'dynamic_form';
  const canSwitch = supportsDynamicForm(engine);
  const set = (patch: Partial<DatabaseForm>) => onChange({ ...form, ...patch });
  const part = { form, errors, set, engine };

  return (
    <div data-test={dynamic ? 'dynamic-form' : 'sqlalchemy-form'}>
      {dynamic ? <ParameterFields {...part} /> : <UriFields {...part} />}
      <div
        style={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 12,
          flexWrap: 'wrap',
        }}
      >
        <Button data-test="test-connection" loading={testing} onClick={onTestConnection}>
          Test connection
        </Button>
        {canSwitch && (
          <Button
            type="link"
            data-test={dynamic ? 'switch-to-sqlalchemy' : 'switch-to-dynamic'}
            style={{ padding: 0 }}
            onClick={() => set({ configuration_method: dynamic ? 'sqlalchemy_form' : 'dynamic_form' })}
          >
            {dynamic ? SWITCH_TO_URI : SWITCH_TO_DYNAMIC}
          </Button>
        )}
      </div>
    </div>
  );
}
