import { Button, Form, Modal } from 'antd';
import { useState, type ReactNode } from 'react';
import {
  useGetAvailableEnginesQuery,
  useGetDatabaseQuery,
  type AvailableEngine,
  type DatabaseDetail,
} from '../../../api/databases';
import { errorText } from '../../../api/errors';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Loading } from '../../../components/Loading';
import { ConnectedStep } from './ConnectedStep';
import { CredentialsStep, EditTabs, FormError, type Actions } from './ConnectionPanels';
import { formFromDatabase, newForm, type DatabaseForm } from './databaseForm';
import { EngineStep } from './EngineStep';
import { StepHeader } from './StepHeader';
import { useConnectionActions } from './useConnectionActions';

export const MODAL_WIDTH = 560;
/** The form modal closes only by its buttons; its body scrolls while the title and the buttons stay in view. */
const FORM_MODAL = {
  open: true,
  width: MODAL_WIDTH,
  maskClosable: false,
  styles: { body: { maxHeight: 'calc(100vh - 240px)', overflowY: 'auto' as const, paddingRight: 4 } },
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

/** The modal of both modes: it closes only by its buttons, and its body holds a vertical form. */
function FormModal({
  title,
  onHide,
  footer,
  children,
}: {
  title: string;
  onHide: () => void;
  footer: ReactNode;
  children: ReactNode;
}) {
  return (
    <Modal {...FORM_MODAL} title={title} onCancel={onHide} footer={footer}>
      <Form layout="vertical" component="div" data-test="database-modal">
        {children}
      </Form>
    </Modal>
  );
}

interface FooterAction {
  key: string;
  test: string;
  label: string;
  onClick: () => void;
}

/** A plain button, then the primary one (busy while saving). */
const saveFooter = (actions: Actions, other: FooterAction, save: FooterAction) => [
  <Button key={other.key} onClick={other.onClick} {...buttonTest(other.test)}>
    {other.label}
  </Button>,
  <Button
    key={save.key}
    type="primary"
    loading={actions.saving}
    onClick={save.onClick}
    {...buttonTest(save.test)}
  >
    {save.label}
  </Button>,
];

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
    body = <CredentialsStep form={form} engine={engine} actions={actions} setForm={setForm} />;
    const back = () => {
      actions.clearErrors();
      setForm(null);
    };
    footer = saveFooter(
      actions,
      { key: 'back', test: 'modal-back', label: 'Back', onClick: back },
      { key: 'connect', test: 'modal-connect', label: 'Connect', onClick: () => void connect() },
    );
  }

  return (
    <FormModal title="Connect a database" onHide={onHide} footer={footer}>
      {body}
    </FormModal>
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
  const actions = useConnectionActions({ engine, existing: database });

  const finish = async () => {
    if (await actions.save(form)) onHide();
  };

  return (
    <FormModal
      title="Edit database"
      onHide={onHide}
      footer={saveFooter(
        actions,
        { key: 'cancel', test: 'modal-cancel', label: 'Cancel', onClick: onHide },
        { key: 'finish', test: 'modal-finish', label: 'Finish', onClick: () => void finish() },
      )}
    >
      <FormError text={actions.formError} />
      <EditTabs form={form} engine={engine} actions={actions} setForm={setForm} />
    </FormModal>
  );
}
