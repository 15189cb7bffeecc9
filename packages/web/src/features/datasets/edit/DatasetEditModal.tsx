import { Alert, Button, Checkbox, Form, Input, Modal, Table, Tabs, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useGetDatasetQuery, useUpdateDatasetMutation, type DatasetDetail } from '../../../api/datasets';
import { errorText } from '../../../api/errors';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Loading } from '../../../components/Loading';
import { useToasts } from '../../../components/Toasts';
import {
  editFormErrors,
  editFormFrom,
  sqlChanged,
  updatePayload,
  type DatasetEditForm,
} from './datasetEditForm';
import { OwnersSelect } from './OwnersSelect';

export const SAVED = 'The dataset has been saved';
const BODY_HEIGHT = 'min(900px, calc(100vh - 260px))';
const testId = (name: string) => ({ 'data-test': name }) as object;

/** The edit-dataset dialog: settings, owners and (for virtual datasets) SQL; columns and metrics listed. */
export function DatasetEditModal({ datasetId, onHide }: { datasetId: number; onHide: () => void }) {
  const dataset = useGetDatasetQuery(datasetId, { refetchOnMountOrArgChange: true });
  if (!dataset.data) {
    return (
      <Modal open title="Edit Dataset" width={900} onCancel={onHide} footer={null}>
        {dataset.error ? <ErrorPanel message={errorText(dataset.error)} /> : <Loading />}
      </Modal>
    );
  }
  return <EditDataset dataset={dataset.data} onHide={onHide} />;
}

function EditDataset({ dataset, onHide }: { dataset: DatasetDetail; onHide: () => void }) {
  const { addSuccessToast } = useToasts();
  const [form, setForm] = useState<DatasetEditForm>(() => editFormFrom(dataset));
  const [confirming, setConfirming] = useState(false);
  const [syncColumns, setSyncColumns] = useState(true);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [update, { isLoading: saving }] = useUpdateDatasetMutation();
  const errors = editFormErrors(form, dataset.kind);
  const changedSql = sqlChanged(form, dataset);
  const set = (patch: Partial<DatasetEditForm>) => setForm((f) => ({ ...f, ...patch }));
  const saveDisabled = saving || Object.keys(errors).length > 0 || dataset.is_managed_externally;

  const save = async () => {
    setConfirming(false);
    try {
      await update({
        id: dataset.id,
        body: updatePayload(form, dataset.kind),
        overrideColumns: changedSql && syncColumns,
      }).unwrap();
      addSuccessToast(SAVED);
      onHide();
    } catch (e) {
      setSaveError(errorText(e));
    }
  };

  const field = (name: keyof DatasetEditForm, label: string, input: ReactNode, helper?: string) => (
    <Form.Item
      label={label}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name]}
      extra={helper}
    >
      {input}
    </Form.Item>
  );
  const textInput = (name: keyof DatasetEditForm, multiline = false) => {
    const props = {
      'data-test': `dataset-${name}`,
      value: form[name] as string,
      onChange: (e: { target: { value: string } }) => set({ [name]: e.target.value }),
    };
    return multiline ? (
      <Input.TextArea {...props} autoSize={{ minRows: 2, maxRows: 10 }} />
    ) : (
      <Input {...props} />
    );
  };

  const settings = (
    <Form layout="vertical" component="div" disabled={dataset.is_managed_externally}>
      {field('table_name', 'Name', textInput('table_name'))}
      {dataset.kind === 'virtual' && field('sql', 'SQL', textInput('sql', true))}
      {field('description', 'Description', textInput('description', true))}
      {field('owners', 'Owners', <OwnersSelect value={form.owners} onChange={(owners) => set({ owners })} />)}
      {field(
        'default_endpoint',
        'Default URL',
        textInput('default_endpoint'),
        'Default URL to redirect to when accessing from the dataset list page',
      )}
      {field(
        'cache_timeout',
        'Cache timeout',
        textInput('cache_timeout'),
        'The duration of time in seconds before the cache is invalidated. Blank uses the database timeout.',
      )}
      {field(
        'offset',
        'Hours offset',
        textInput('offset'),
        'The number of hours, negative or positive, to shift the time column.',
      )}
      {field('template_params', 'Template parameters', textInput('template_params', true))}
      {field('extra', 'Extra', textInput('extra', true))}
      <Checkbox
        checked={form.filter_select_enabled}
        onChange={(e) => set({ filter_select_enabled: e.target.checked })}
      >
        Autocomplete filters
      </Checkbox>
      <Checkbox
        checked={form.normalize_columns}
        onChange={(e) => set({ normalize_columns: e.target.checked })}
      >
        Normalize column names
      </Checkbox>
      <Checkbox
        checked={form.always_filter_main_dttm}
        onChange={(e) => set({ always_filter_main_dttm: e.target.checked })}
      >
        Always filter main datetime column
      </Checkbox>
    </Form>
  );

  return (
    <>
      <Modal
        open
        title={`Edit Dataset ${dataset.table_name}`}
        width={900}
        onCancel={onHide}
        maskClosable={false}
        styles={{ body: { height: BODY_HEIGHT, overflowY: 'auto' } }}
        footer={[
          <Button key="cancel" onClick={onHide} {...testId('dataset-edit-cancel')}>
            Cancel
          </Button>,
          <Button
            key="save"
            type="primary"
            disabled={saveDisabled}
            loading={saving}
            onClick={() => setConfirming(true)}
            {...testId('dataset-edit-save')}
          >
            Save
          </Button>,
        ]}
      >
        <div data-test="dataset-edit-modal">
          {dataset.is_managed_externally && (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title="This dataset is managed externally, and can't be edited in Meridian"
            />
          )}
          <Tabs
            items={[
              { key: 'settings', label: 'Settings', children: settings },
              {
                key: 'columns',
                label: `Columns (${dataset.columns.length})`,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={dataset.columns}
                    columns={[
                      { key: 'name', title: 'Column', dataIndex: 'column_name' },
                      { key: 'type', title: 'Data type', dataIndex: 'type' },
                      {
                        key: 'dttm',
                        title: 'Is temporal',
                        render: (_: unknown, c) => (c.is_dttm ? 'Yes' : ''),
                      },
                    ]}
                  />
                ),
              },
              {
                key: 'metrics',
                label: `Metrics (${dataset.metrics.length})`,
                children: (
                  <Table
                    size="small"
                    rowKey="id"
                    pagination={false}
                    dataSource={dataset.metrics}
                    columns={[
                      { key: 'name', title: 'Metric', dataIndex: 'metric_name' },
                      { key: 'expression', title: 'SQL expression', dataIndex: 'expression' },
                    ]}
                  />
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
        okText="OK"
        okButtonProps={{ ...testId('dataset-confirm-save') }}
      >
        <Typography.Paragraph>
          The dataset configuration exposed here affects all the charts using this dataset. Be mindful that
          changing settings here may affect other charts in undesirable ways.
        </Typography.Paragraph>
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
      <Modal
        open={saveError !== null}
        title="Error saving dataset"
        onCancel={() => setSaveError(null)}
        footer={[
          <Button key="ok" type="primary" onClick={() => setSaveError(null)}>
            OK
          </Button>,
        ]}
      >
        <div data-test="dataset-save-error">{saveError}</div>
      </Modal>
    </>
  );
}
