/**
 * The import dialog of the list pages (spec §2, 750 px): a file picker (.zip/.yaml/.yml/.json, the
 * first file only), then, when the server asks after a first attempt, a password per database file
 * and the overwrite confirmation, which turns Import into a danger Overwrite enabled by OVERWRITE.
 */
import { UploadOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Typography, Upload, theme, type UploadFile } from 'antd';
import { useMemo } from 'react';
import type { BundleResource } from '../../api/bundles';
import { sprintf } from '../../api/errors';
import { useToasts } from '../Toasts';
import {
  ACCEPTED_FILES,
  DATABASE_PASSWORDS,
  IMPORT_TEXTS,
  IMPORT_TITLE,
  REEXPORT_HINT,
  SELECT_FILE,
  TYPE_TO_CONFIRM,
} from './texts';
import { useImport, type ImportFailure } from './useImport';

export interface ImportModalProps {
  resource: BundleResource;
  open: boolean;
  onHide: () => void;
  /** After a successful import (the toast is shown): close and refresh the list. */
  onImported: () => void;
}

const tid = (id: string) => ({ 'data-test': id }) as object;

function FailureAlert({ failure }: { failure: ImportFailure }) {
  const details = failure.details.slice(0, 20);
  return (
    <Alert
      type="error"
      showIcon
      data-test="import-error"
      title={failure.message}
      description={
        (details.length > 0 || failure.reexport) && (
          <>
            {details.length > 0 && (
              <ul data-test="import-error-details" style={{ margin: 0, paddingInlineStart: 18 }}>
                {details.map((d) => (
                  <li key={d} style={{ wordBreak: 'break-word' }}>
                    {d}
                  </li>
                ))}
              </ul>
            )}
            {failure.reexport && <div data-test="import-reexport-hint">{REEXPORT_HINT}</div>}
          </>
        )
      }
    />
  );
}

/** One required password per database file the server named (spec §5). */
function PasswordFields(p: {
  files: string[];
  message: string;
  values: Record<string, string>;
  onChange: (file: string, password: string) => void;
}) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginTop: token.marginMD }} data-test="import-passwords">
      <Typography.Title level={5} style={{ marginTop: 0 }}>
        {DATABASE_PASSWORDS}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ fontSize: token.fontSizeSM }}>
        {p.message}
      </Typography.Paragraph>
      {p.files.map((file) => (
        <div key={file} style={{ marginBottom: token.marginSM }}>
          <label htmlFor={`password-${file}`} style={{ display: 'block', marginBottom: token.marginXXS }}>
            {file}
            <span style={{ color: token.colorError, marginInlineStart: 2 }}>*</span>
          </label>
          <Input.Password
            id={`password-${file}`}
            name={`password-${file}`}
            autoComplete="new-password"
            value={p.values[file] ?? ''}
            onChange={(e) => p.onChange(file, e.target.value)}
            {...tid('import-password-input')}
          />
        </div>
      ))}
    </div>
  );
}

/** The existing objects' warning and the field where OVERWRITE is typed. */
function OverwriteConfirmation(p: { message: string; value: string; onChange: (text: string) => void }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginTop: token.marginMD }} data-test="import-overwrite">
      <Typography.Paragraph>{p.message}</Typography.Paragraph>
      <label htmlFor="import-overwrite-input" style={{ display: 'block', marginBottom: token.marginXXS }}>
        {TYPE_TO_CONFIRM}
      </label>
      <Input
        id="import-overwrite-input"
        autoComplete="off"
        value={p.value}
        onChange={(e) => p.onChange(e.target.value)}
        {...tid('overwrite-modal-input')}
      />
    </div>
  );
}

export function ImportModal({ resource, open, onHide, onImported }: ImportModalProps) {
  const { token } = theme.useToken();
  const { addSuccessToast } = useToasts();
  const texts = IMPORT_TEXTS[resource];
  const imp = useImport(resource, texts.label, () => {
    addSuccessToast(texts.imported);
    onImported();
  });
  const { state } = imp;
  const fileList = useMemo<UploadFile[]>(
    () => (state.file ? [{ uid: 'chosen', name: state.file.name, status: 'done' }] : []),
    [state.file],
  );
  const hide = () => {
    imp.reset();
    onHide();
  };
  const section = { marginTop: token.marginMD };
  return (
    <Modal
      open={open}
      title={<span data-test="import-modal-title">{sprintf(IMPORT_TITLE, texts.label)}</span>}
      width={750}
      onCancel={hide}
      onOk={() => void imp.submit()}
      okText={state.needsOverwrite ? 'Overwrite' : 'Import'}
      okButtonProps={{
        danger: state.needsOverwrite,
        disabled: !imp.canImport,
        loading: state.importing,
        ...tid('modal-confirm-button'),
      }}
      cancelButtonProps={{ ...tid('modal-cancel-button') }}
      destroyOnHidden
    >
      <div data-test="import-modal">
        <Upload
          accept={ACCEPTED_FILES}
          fileList={fileList}
          disabled={state.importing}
          // The file is posted by the dialog, not by Upload: returning false keeps it here.
          beforeUpload={(file, batch) => {
            if (file === batch[0]) imp.choose(file);
            return false;
          }}
          onRemove={() => imp.choose(null)}
          {...tid('model-file-input')}
        >
          <Button icon={<UploadOutlined />} disabled={state.importing}>
            {SELECT_FILE}
          </Button>
        </Upload>
        {state.failure && (
          <div style={section}>
            <FailureAlert failure={state.failure} />
          </div>
        )}
        {state.passwordFiles.length > 0 && (
          <PasswordFields
            files={state.passwordFiles}
            message={texts.passwordsNeeded}
            values={state.passwords}
            onChange={imp.setPassword}
          />
        )}
        {state.needsOverwrite && (
          <OverwriteConfirmation
            message={texts.confirmOverwrite}
            value={state.confirmText}
            onChange={imp.setConfirmText}
          />
        )}
      </div>
    </Modal>
  );
}
