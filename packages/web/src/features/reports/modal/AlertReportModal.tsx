/**
 * The alert and report dialog (Superset's AlertReportModal): create or edit a schedule in collapsible
 * sections. Save stays disabled while a section is incomplete, its tooltip naming what is missing; the
 * server's 400 messages are shown under their fields.
 */
import { skipToken } from '@reduxjs/toolkit/query/react';
import { Alert, Button, Collapse, Form, Modal, Spin, Tooltip } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { fullName, useGetMyRolesQuery } from '../../../api/auth';
import { errorText } from '../../../api/errors';
import { useGetReportQuery } from '../../../api/reports';
import {
  ERROR_TOOLTIP_MESSAGE,
  errorSummary,
  formFromDetail,
  newAlertForm,
  validateAlertForm,
  type AlertForm,
} from '../alertForm';
import { browserTimezone } from '../format';
import { sectionItems } from './sectionItems';
import { sectionsWith, useAlertSave } from './useAlertSave';

export interface AlertReportModalProps {
  isReport: boolean;
  /** The schedule to edit; null for a new one. */
  id: number | null;
  /** Shown without saving (a schedule the user does not own). */
  readOnly?: boolean;
  onHide: () => void;
  onSaved: () => void;
}

function SaveButton({
  missing,
  isEdit,
  disabled,
  loading,
  onClick,
}: {
  missing: string[];
  isEdit: boolean;
  disabled: boolean;
  loading: boolean;
  onClick: () => void;
}) {
  const tip = missing.length ? (
    <div data-test="save-tooltip">
      {ERROR_TOOLTIP_MESSAGE}
      <ul style={{ margin: 0, paddingLeft: 18 }}>
        {missing.map((m) => (
          <li key={m}>{m}</li>
        ))}
      </ul>
    </div>
  ) : undefined;
  return (
    <Tooltip title={tip}>
      <Button
        type="primary"
        data-test="modal-confirm-button"
        disabled={disabled}
        loading={loading}
        onClick={onClick}
      >
        {isEdit ? 'Save' : 'Add'}
      </Button>
    </Tooltip>
  );
}

function Shell({
  p,
  footer,
  children,
}: {
  p: AlertReportModalProps;
  footer?: ReactNode[];
  children: ReactNode;
}) {
  const noun = p.isReport ? 'Report' : 'Alert';
  const title = `${p.id !== null ? (p.readOnly ? 'View' : 'Edit') : 'Add'} ${noun}`;
  const cancel = (
    <Button key="cancel" data-test="modal-cancel" onClick={p.onHide}>
      Cancel
    </Button>
  );
  return (
    <Modal
      open
      title={<span data-test="alert-report-modal-title">{title}</span>}
      width={600}
      onCancel={p.onHide}
      footer={[cancel, ...(footer ?? [])]}
      maskClosable={false}
      destroyOnHidden
      data-test="alert-report-modal"
    >
      {children}
    </Modal>
  );
}

function AlertReportDialog({ p, initial }: { p: AlertReportModalProps; initial: AlertForm }) {
  const [form, setForm] = useState(initial);
  const [open, setOpen] = useState<string[]>(['general']);
  const readOnly = p.readOnly ?? false;
  const saving = useAlertSave(p.id, initial.type, p.onSaved);
  const errors = useMemo(() => validateAlertForm(form), [form]);
  const missing = errorSummary(errors, form.type);
  const set = (patch: Partial<AlertForm>) => setForm((f) => ({ ...f, ...patch }));
  const save = async () => {
    const refused = await saving.save(form);
    // Open the sections holding the server's messages.
    setOpen((o) => [...new Set([...o, ...sectionsWith(refused)])]);
  };
  const footer = readOnly
    ? []
    : [
        <SaveButton
          key="save"
          missing={missing}
          isEdit={p.id !== null}
          disabled={missing.length > 0}
          loading={saving.saving}
          onClick={() => void save()}
        />,
      ];
  const noun = form.type.toLowerCase();
  return (
    <Shell p={p} footer={footer}>
      <Form layout="vertical" component="div">
        <Collapse
          data-test="alert-report-sections"
          activeKey={open}
          onChange={(keys) => setOpen(Array.isArray(keys) ? keys : [keys])}
          items={sectionItems({ form, set, errors: saving.serverErrors, readOnly }, errors)}
        />
        {saving.failure && (
          <Alert
            type="error"
            showIcon
            data-test="alert-report-error"
            style={{ marginTop: 16 }}
            message={p.id !== null ? `Failed to update ${noun}` : `Failed to create ${noun}`}
            description={saving.failure}
          />
        )}
      </Form>
    </Shell>
  );
}

/** Loads the schedule being edited (or the signed-in user, the first owner of a new one), then the dialog. */
export function AlertReportModal(p: AlertReportModalProps) {
  const me = useGetMyRolesQuery();
  const detail = useGetReportQuery(p.id ?? skipToken, { refetchOnMountOrArgChange: true });
  if (p.id !== null && detail.data && !detail.isFetching)
    return <AlertReportDialog p={p} initial={formFromDetail(detail.data)} />;
  if (p.id === null && me.data) {
    const owner = { value: me.data.id, label: fullName(me.data) };
    return <AlertReportDialog p={p} initial={newAlertForm(p.isReport, owner, browserTimezone())} />;
  }
  const error = p.id !== null ? detail.error : me.error;
  return (
    <Shell p={p}>
      {error ? (
        <Alert type="error" showIcon message={errorText(error)} />
      ) : (
        <Spin style={{ display: 'block', margin: '48px auto' }} />
      )}
    </Shell>
  );
}
