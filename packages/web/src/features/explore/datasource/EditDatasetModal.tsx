/**
 * "Edit dataset": Source (SQL of a virtual dataset, with "Automatically sync columns" once it
 * changed), Metrics, Columns, Calculated columns and Settings. Save asks to confirm (the dataset
 * serves every chart built on it), then PUTs the dataset and re-reads it.
 */
import { Alert, Button, Checkbox, Input, InputNumber, Modal, Select, Tabs, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { putDataset, type ExploreDataset } from '../../../api/explore';
import { useToasts } from '../../../components/Toasts';
import { SaveFailureAlert } from '../SaveFailureAlert';
import { saveFailure, type SaveFailure } from '../saveFailure';
import { ColumnsEditor, MetricsEditor } from './CollectionEditors';
import { datasetPayload, draftErrors, sqlChanged, toDraft, type DatasetDraft } from './datasetSave';

export const CONFIRM_SAVE_TEXT =
  'The dataset configuration exposed here affects all the charts using this dataset. Be mindful that changing settings here may affect other charts in undesirable ways.';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <label style={{ display: 'block', marginBottom: 12 }}>
      <div style={{ fontSize: 12, fontWeight: 500, marginBottom: 4 }}>{label}</div>
      {children}
    </label>
  );
}

export default function EditDatasetModal({
  dataset,
  onHide,
  onSaved,
}: {
  dataset: ExploreDataset;
  onHide: () => void;
  onSaved: () => void;
}) {
  const { addSuccessToast } = useToasts();
  const [draft, setDraft] = useState<DatasetDraft>(() => toDraft(dataset));
  const [syncColumns, setSyncColumns] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<SaveFailure | null>(null);
  const d = draft.dataset;
  const set = (patch: Partial<ExploreDataset>) =>
    setDraft((x) => ({ ...x, dataset: { ...x.dataset, ...patch } }));
  const errors = draftErrors(draft);
  const changedSql = sqlChanged(dataset, d);
  const managed = Boolean(dataset.is_managed_externally);
  const isVirtual = Boolean(dataset.sql?.trim());

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    try {
      await putDataset(
        dataset.id,
        datasetPayload(draft, dataset.database?.allow_multi_catalog ?? false),
        changedSql && syncColumns,
      );
      addSuccessToast('The dataset has been saved');
      onSaved();
      onHide();
    } catch (e) {
      setSaveError(saveFailure(e, 'dataset'));
      setSaving(false);
    }
  };

  return (
    <>
      <Modal
        open
        title={<span data-test="edit-dataset-title">Edit Dataset {dataset.table_name}</span>}
        width={1100}
        onCancel={onHide}
        styles={{ body: { height: 'min(900px, 75vh)', overflowY: 'auto' } }}
        footer={[
          <Button key="cancel" onClick={onHide}>
            Cancel
          </Button>,
          <Button
            key="save"
            type="primary"
            data-test="datasource-modal-save"
            loading={saving}
            disabled={saving || errors.length > 0 || managed}
            onClick={() => setConfirming(true)}
          >
            Save
          </Button>,
        ]}
      >
        <div data-test="edit-dataset-modal">
          {managed && (
            <Alert
              type="info"
              showIcon
              title="This dataset is managed externally, and can't be edited in Meridian"
              style={{ marginBottom: 8 }}
            />
          )}
          {errors.length > 0 && (
            <Alert
              type="error"
              showIcon
              title={errors.join('. ')}
              data-test="dataset-editor-errors"
              style={{ marginBottom: 8 }}
            />
          )}
          <Tabs
            items={[
              {
                key: 'source',
                label: 'Source',
                children: (
                  <div>
                    {isVirtual ? (
                      <>
                        <Field label="SQL">
                          <Input.TextArea
                            data-test="dataset-sql"
                            rows={10}
                            style={{ fontFamily: 'monospace' }}
                            value={d.sql ?? ''}
                            onChange={(e) => set({ sql: e.target.value })}
                          />
                        </Field>
                        {changedSql && (
                          <Checkbox
                            data-test="sync-columns"
                            checked={syncColumns}
                            onChange={(e) => setSyncColumns(e.target.checked)}
                          >
                            Automatically sync columns
                          </Checkbox>
                        )}
                      </>
                    ) : (
                      <Typography.Paragraph>
                        Physical table{' '}
                        <code>
                          {[d.database?.database_name, d.schema, d.table_name].filter(Boolean).join('.')}
                        </code>
                      </Typography.Paragraph>
                    )}
                  </div>
                ),
              },
              {
                key: 'metrics',
                label: `Metrics (${draft.metrics.length})`,
                children: (
                  <MetricsEditor
                    metrics={draft.metrics}
                    onChange={(metrics) => setDraft((x) => ({ ...x, metrics }))}
                  />
                ),
              },
              {
                key: 'columns',
                label: 'Columns',
                children: (
                  <ColumnsEditor
                    calculated={false}
                    columns={draft.columns}
                    onChange={(columns) => setDraft((x) => ({ ...x, columns }))}
                  />
                ),
              },
              {
                key: 'calculated',
                label: 'Calculated columns',
                children: (
                  <ColumnsEditor
                    calculated
                    columns={draft.columns}
                    onChange={(columns) => setDraft((x) => ({ ...x, columns }))}
                  />
                ),
              },
              {
                key: 'settings',
                label: 'Settings',
                children: (
                  <div style={{ maxWidth: 560 }}>
                    <Field label="Description">
                      <Input.TextArea
                        rows={3}
                        value={d.description ?? ''}
                        onChange={(e) => set({ description: e.target.value || null })}
                      />
                    </Field>
                    <Field label="Default datetime column">
                      <Select
                        allowClear
                        style={{ width: '100%' }}
                        value={d.main_dttm_col ?? undefined}
                        onChange={(v: string | undefined) => set({ main_dttm_col: v ?? null })}
                        options={draft.columns
                          .filter((c) => c.is_dttm)
                          .map((c) => ({ value: c.column_name, label: c.column_name }))}
                      />
                    </Field>
                    <Field label="Default URL">
                      <Input
                        value={d.default_endpoint ?? ''}
                        onChange={(e) => set({ default_endpoint: e.target.value || null })}
                      />
                    </Field>
                    <Field label="Hours offset">
                      <InputNumber value={d.offset ?? 0} onChange={(v) => set({ offset: v ?? 0 })} />
                    </Field>
                    <Field label="Cache timeout">
                      <Input
                        data-test="dataset-cache-timeout"
                        placeholder="Seconds; empty uses the database's"
                        value={draft.cacheTimeout}
                        onChange={(e) => setDraft((x) => ({ ...x, cacheTimeout: e.target.value }))}
                      />
                    </Field>
                    <Field label="Extra">
                      <Input.TextArea
                        rows={3}
                        style={{ fontFamily: 'monospace' }}
                        value={d.extra ?? ''}
                        onChange={(e) => set({ extra: e.target.value || null })}
                      />
                    </Field>
                    <Field label="Template parameters">
                      <Input.TextArea
                        rows={2}
                        style={{ fontFamily: 'monospace' }}
                        value={d.template_params ?? ''}
                        onChange={(e) => set({ template_params: e.target.value || null })}
                      />
                    </Field>
                    <Checkbox
                      checked={Boolean(d.filter_select_enabled)}
                      onChange={(e) => set({ filter_select_enabled: e.target.checked })}
                    >
                      Autocomplete filters
                    </Checkbox>
                    <br />
                    <Checkbox
                      checked={Boolean(d.normalize_columns)}
                      onChange={(e) => set({ normalize_columns: e.target.checked })}
                    >
                      Normalize column names
                    </Checkbox>
                    <br />
                    <Checkbox
                      checked={Boolean(d.always_filter_main_dttm)}
                      onChange={(e) => set({ always_filter_main_dttm: e.target.checked })}
                    >
                      Always filter main datetime column
                    </Checkbox>
                  </div>
                ),
              },
            ]}
          />
        </div>
      </Modal>
      <Modal
        open={confirming}
        title="Confirm save"
        onCancel={() => setConfirming(false)}
        onOk={() => void save()}
        okButtonProps={{ 'data-test': 'confirm-save-dataset' }}
      >
        <Typography.Paragraph>{CONFIRM_SAVE_TEXT}</Typography.Paragraph>
        <Typography.Paragraph>Are you sure you want to continue?</Typography.Paragraph>
      </Modal>
      <Modal
        open={saveError !== null}
        title="Error saving dataset"
        onCancel={() => setSaveError(null)}
        footer={<Button onClick={() => setSaveError(null)}>OK</Button>}
      >
        <div data-test="dataset-save-error">
          {saveError && <SaveFailureAlert failure={saveError} data-test="dataset-save-failure" />}
        </div>
      </Modal>
    </>
  );
}
