import { Alert, Button, Form, Modal, Tabs, theme } from 'antd';
import { useState } from 'react';
import {
  useGetAvailableEnginesQuery,
  useGetDatabaseQuery,
  type AvailableEngine,
  type DatabaseDetail,
} from '../../../api/databases';
import { errorText } from '../../../api/errors';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Loading } from '../../../components/Loading';
import { AdvancedSettings } from './AdvancedSettings';
import { ConnectedStep } from './ConnectedStep';
import { ConnectionForm } from './ConnectionForm';
import { formFromDatabase, newForm, type DatabaseForm } from './databaseForm';
import { EngineStep } from './EngineStep';
import { StepHeader } from './StepHeader';
import { useConnectionActions } from './useConnectionActions';

export const MODAL_WIDTH = 560;
/** The body scrolls; the title and the buttons stay in view. */
const MODAL_STYLES = {
  body: { maxHeight: 'calc(100vh - 240px)', overflowY: 'auto' as const, paddingRight: 4 },
};

export interface DatabaseModalProps {
  /** Edit this database; absent: connect a new one. */
  databaseId?: number | null;
  onHide: () => void;
  /** After a new database is saved (the modal then shows its "connected" step). */
  onDatabaseAdded?: (db: DatabaseDetail) => void;
}

const engineOf = (engines: AvailableEngine[], key: string | undefined) =>
  engines.find((e) => e.engine === key);

const buttonTest = (name: string) => ({ 'data-test': name }) as object;

/** Connect a database (engine → credentials → connected) or edit one (Basic and Advanced tabs). */
export function DatabaseModal({ databaseId, onHide, onDatabaseAdded }: DatabaseModalProps) {
  const engines = useGetAvailableEnginesQuery();
  const editing = databaseId !== undefined && databaseId !== null;
  const detail = useGetDatabaseQuery(databaseId ?? 0, { skip: !editing, refetchOnMountOrArgChange: true });
  const title = editing ? 'Edit database' : 'Connect a database';

  const failed = engines.error ?? detail.error;
  const ready = engines.data && (!editing || detail.data);
  if (!ready) {
    return (
      <Modal open title={title} width={MODAL_WIDTH} onCancel={onHide} footer={null}>
        <div data-test="database-modal">
          {failed ? <ErrorPanel message={errorText(failed)} /> : <Loading />}
        </div>
      </Modal>
    );
  }
  return editing ? (
    <EditDatabase key={databaseId} database={detail.data!} engines={engines.data!} onHide={onHide} />
  ) : (
    <ConnectDatabase engines={engines.data!} onHide={onHide} onDatabaseAdded={onDatabaseAdded} />
  );
}

function ConnectDatabase({
  engines,
  onHide,
  onDatabaseAdded,
}: {
  engines: AvailableEngine[];
  onHide: () => void;
  onDatabaseAdded?: (db: DatabaseDetail) => void;
}) {
  const [form, setForm] = useState<DatabaseForm | null>(null);
  const [created, setCreated] = useState<DatabaseDetail | null>(null);
  const engine = engineOf(engines, form?.engine);
  const actions = useConnectionActions({ engine });

  const connect = async () => {
    if (!form) return;
    const db = await actions.connect(form);
    if (!db) return;
    setCreated(db);
    onDatabaseAdded?.(db);
  };

  let body;
  let footer;
  if (created) {
    body = <ConnectedStep database={created} onNavigate={onHide} />;
    footer = [
      <Button key="finish" type="primary" onClick={onHide} {...buttonTest('modal-finish')}>
        Finish
      </Button>,
    ];
  } else if (!form) {
    body = (
      <>
        <StepHeader step={1} title="Select a database to connect" />
        <EngineStep engines={engines} onSelect={(e) => setForm(newForm(e))} />
      </>
    );
    footer = null;
  } else {
    body = (
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
        <ConnectionForm
          form={form}
          engine={engine}
          errors={actions.errors}
          onChange={setForm}
          onTestConnection={() => void actions.test(form)}
          testing={actions.testing}
        />
        <div style={{ marginTop: 24 }}>
          <AdvancedSettings
            value={form.advanced}
            errors={actions.errors}
            onChange={(advanced) => setForm({ ...form, advanced })}
          />
        </div>
      </>
    );
    footer = [
      <Button
        key="back"
        onClick={() => {
          actions.clearErrors();
          setForm(null);
        }}
        {...buttonTest('modal-back')}
      >
        Back
      </Button>,
      <Button
        key="connect"
        type="primary"
        loading={actions.saving}
        onClick={() => void connect()}
        {...buttonTest('modal-connect')}
      >
        Connect
      </Button>,
    ];
  }

  return (
    <Modal
      open
      title="Connect a database"
      width={MODAL_WIDTH}
      onCancel={onHide}
      footer={footer}
      maskClosable={false}
      styles={MODAL_STYLES}
    >
      <Form layout="vertical" component="div" data-test="database-modal">
        {body}
      </Form>
    </Modal>
  );
}

function EditDatabase({
  database,
  engines,
  onHide,
}: {
  database: DatabaseDetail;
  engines: AvailableEngine[];
  onHide: () => void;
}) {
  const engine = engineOf(engines, database.backend);
  const [form, setForm] = useState<DatabaseForm>(() => formFromDatabase(database, engine));
  const [tab, setTab] = useState('basic');
  const actions = useConnectionActions({ engine, existing: database });
  const { token } = theme.useToken();

  const finish = async () => {
    if (await actions.save(form)) onHide();
  };
  // A problem in the tab not shown is marked on its title.
  const advancedInvalid = Boolean(actions.errors.extra || actions.errors.cache_timeout);
  const basicInvalid = Object.keys(actions.errors).some((k) => k !== 'extra' && k !== 'cache_timeout');
  const tabLabel = (text: string, invalid: boolean) => (
    <span style={invalid ? { color: token.colorError } : undefined}>{invalid ? `${text} *` : text}</span>
  );

  return (
    <Modal
      open
      title="Edit database"
      width={MODAL_WIDTH}
      styles={MODAL_STYLES}
      onCancel={onHide}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onHide} {...buttonTest('modal-cancel')}>
          Cancel
        </Button>,
        <Button
          key="finish"
          type="primary"
          loading={actions.saving}
          onClick={() => void finish()}
          {...buttonTest('modal-finish')}
        >
          Finish
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" data-test="database-modal">
        <FormError text={actions.formError} />
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            {
              key: 'basic',
              label: tabLabel('Basic', basicInvalid),
              children: (
                <ConnectionForm
                  form={form}
                  engine={engine}
                  errors={actions.errors}
                  onChange={setForm}
                  onTestConnection={() => void actions.test(form)}
                  testing={actions.testing}
                />
              ),
            },
            {
              key: 'advanced',
              label: tabLabel('Advanced', advancedInvalid),
              children: (
                <AdvancedSettings
                  value={form.advanced}
                  errors={actions.errors}
                  defaultOpen={['sql-lab', 'performance', 'security', 'other']}
                  onChange={(advanced) => setForm({ ...form, advanced })}
                />
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}

function FormError({ text }: { text: string | null }) {
  if (!text) return null;
  return (
    <div data-test="database-modal-error" style={{ marginBottom: 16 }}>
      <Alert type="error" showIcon title={text} />
    </div>
  );
}
