import { Alert, Tabs, theme } from 'antd';
import { useState } from 'react';
import type { AvailableEngine } from '../../../api/databases';
import { AdvancedSettings } from './AdvancedSettings';
import { ConnectionForm } from './ConnectionForm';
import type { DatabaseForm } from './databaseForm';
import { StepHeader } from './StepHeader';
import type { useConnectionActions } from './useConnectionActions';

export type Actions = ReturnType<typeof useConnectionActions>;

interface PanelProps {
  form: DatabaseForm;
  engine: AvailableEngine | undefined;
  actions: Actions;
  setForm: (form: DatabaseForm) => void;
}

/** The connection form (parameters or URI) wired to the form state and the Test connection action. */
function BasicPanel({ form, engine, actions, setForm }: PanelProps) {
  return (
    <ConnectionForm
      form={form}
      engine={engine}
      errors={actions.errors}
      onChange={setForm}
      onTestConnection={() => void actions.test(form)}
      testing={actions.testing}
    />
  );
}

function AdvancedPanel({
  form,
  actions,
  setForm,
  defaultOpen,
}: Omit<PanelProps, 'engine'> & { defaultOpen?: string[] }) {
  return (
    <AdvancedSettings
      value={form.advanced}
      errors={actions.errors}
      defaultOpen={defaultOpen}
      onChange={(advanced) => setForm({ ...form, advanced })}
    />
  );
}

/** The error shown at the top of the form. */
export function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div data-test="database-modal-error" style={{ marginBottom: 16 }}>
      <Alert type="error" showIcon title={text} />
    </div>
  );
}

/** Step 2 of connecting: the credentials (or URI) and the advanced settings. */
export function CredentialsStep({ form, engine, actions, setForm }: PanelProps) {
  return (
    <>
      <StepHeader
        step={2}
        title={
          form.configuration_method === 'dynamic_form'
            ? `Enter the required ${form.engineName} credentials`
            : `Connect ${form.engineName} with a SQLAlchemy URI`
        }
      />
      <FormError text={actions.formError} />
      <BasicPanel form={form} engine={engine} actions={actions} setForm={setForm} />
      <div style={{ marginTop: 24 }}>
        <AdvancedPanel form={form} actions={actions} setForm={setForm} />
      </div>
    </>
  );
}

/** Edit mode's Basic and Advanced tabs; a problem in the tab not shown is marked on its title. */
export function EditTabs({ form, engine, actions, setForm }: PanelProps) {
  const [tab, setTab] = useState('basic');
  const { token } = theme.useToken();
  const advancedInvalid = Boolean(actions.errors.extra || actions.errors.cache_timeout);
  const basicInvalid = Object.keys(actions.errors).some((k) => k !== 'extra' && k !== 'cache_timeout');
  const tabLabel = (text: string, invalid: boolean) => (
    <span style={invalid ? { color: token.colorError } : undefined}>{invalid ? `${text} *` : text}</span>
  );
  return (
    <Tabs
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'basic',
          label: tabLabel('Basic', basicInvalid),
          children: <BasicPanel form={form} engine={engine} actions={actions} setForm={setForm} />,
        },
        {
          key: 'advanced',
          label: tabLabel('Advanced', advancedInvalid),
          children: (
            <AdvancedPanel
              form={form}
              actions={actions}
              setForm={setForm}
              defaultOpen={['sql-lab', 'performance', 'security', 'other']}
            />
          ),
        },
      ]}
    />
  );
}
