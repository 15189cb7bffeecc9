/** "Edit Dataset": the dataset editor in a dialog, with the save confirmation and the save error. */
import { Alert, Button, Checkbox, Modal, Typography } from 'antd';
import { useState } from 'react';
import type { ExploreDataset } from '../../api/explore';
import { SaveFailureAlert, type SaveFailure } from '../SaveFailure';
import { DatasetEditor } from './DatasetEditor';
import { draftErrors, fieldErrors, sqlChanged, toDraft } from './datasetDraft';
import { useDatasetSave } from './useDatasetSave';

export const CONFIRM_SAVE_TEXT =
  'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.';
export const MANAGED_EXTERNALLY = "This dataset is managed externally, and can't be edited in Meridian";
const BODY_HEIGHT = 'min(900px, calc(100vh - 260px))';

function ConfirmSave({
  open,
  changedSql,
  syncColumns,
  setSyncColumns,
  onOk,
  onCancel,
}: {
  open: boolean;
  changedSql: boolean;
  syncColumns: boolean;
  setSyncColumns: (v: boolean) => void;
  onOk: () => void;
  onCancel: () => void;
}) {
  return (
    <Modal
      open={open}
      title="Confirm save"
      onCancel={onCancel}
      onOk={onOk}
      okText="OK"
      okButtonProps={{ 'data-test': 'dataset-confirm-save' }}
    >
      <Typography.Paragraph>{CONFIRM_SAVE_TEXT}</Typography.Paragraph>
      {changedSql && (
        <Checkbox
          checked={syncColumns}
          onChange={(e) => setSyncColumns(e.target.checked)}
          data-test="sync-columns"
        >
          Automatically sync columns
        </Checkbox>
      )}
      <Typography.Paragraph style={{ marginTop: 12 }}>
        Are you sure you want to save and apply changes?
      </Typography.Paragraph>
    </Modal>
  );
}

function SaveError({ error, onClose }: { error: SaveFailure | null; onClose: () => void }) {
  return (
    <Modal
      open={error !== null}
      title="Error saving dataset"
      onCancel={onClose}
      footer={[
        <Button key="ok" type="primary" onClick={onClose}>
          OK
        </Button>,
      ]}
    >
      <div data-test="dataset-save-error">
        {error && <SaveFailureAlert failure={error} data-test="dataset-save-failure" />}
      </div>
    </Modal>
  );
}

function Messages({ managed, errors }: { managed: boolean; errors: string[] }) {
  return (
    <>
      {managed && <Alert type="info" showIcon title={MANAGED_EXTERNALLY} style={{ marginBottom: 8 }} />}
      {errors.length > 0 && (
        <Alert
          type="error"
          showIcon
          title={errors.join('. ')}
          data-test="dataset-editor-errors"
          style={{ marginBottom: 8 }}
        />
      )}
    </>
  );
}

export function DatasetEditModal({
  dataset,
  onHide,
  onSaved,
}: {
  dataset: ExploreDataset;
  onHide: () => void;
  /** After a successful save (explore re-reads its dataset). */
  onSaved?: () => void;
}) {
  const [draft, setDraft] = useState(() => toDraft(dataset));
  const [syncColumns, setSyncColumns] = useState(true);
  const changedSql = sqlChanged(draft, dataset);
  const flow = useDatasetSave(dataset, draft, {
    overrideColumns: changedSql && syncColumns,
    onHide,
    onSaved,
  });
  const errors = draftErrors(draft);
  const managed = Boolean(dataset.is_managed_externally);
  const footer = [
    <Button key="cancel" onClick={onHide} data-test="datasource-modal-cancel">
      Cancel
    </Button>,
    <Button
      key="save"
      type="primary"
      data-test="datasource-modal-save"
      loading={flow.saving}
      disabled={flow.saving || errors.length > 0 || managed}
      onClick={() => flow.setConfirming(true)}
    >
      Save
    </Button>,
  ];
  return (
    <>
      <Modal
        open
        title={<span data-test="edit-dataset-title">Edit Dataset {dataset.table_name}</span>}
        width={1100}
        onCancel={onHide}
        maskClosable={false}
        styles={{ body: { height: BODY_HEIGHT, overflowY: 'auto' } }}
        footer={footer}
      >
        <div data-test="dataset-edit-modal">
          <Messages managed={managed} errors={errors} />
          <DatasetEditor draft={draft} onChange={setDraft} errors={fieldErrors(draft)} disabled={managed} />
        </div>
      </Modal>
      <ConfirmSave
        open={flow.confirming}
        changedSql={changedSql}
        syncColumns={syncColumns}
        setSyncColumns={setSyncColumns}
        onOk={() => void flow.save()}
        onCancel={() => flow.setConfirming(false)}
      />
      <SaveError error={flow.saveError} onClose={() => flow.setSaveError(null)} />
    </>
  );
}
