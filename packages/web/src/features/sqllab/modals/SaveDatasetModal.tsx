/**
 * "Save or Overwrite Dataset" from SQL Lab's results: "Save as new" with a name (default: the tab's
 * name and the time), or "Overwrite existing" with one of the user's own datasets (then a
 * confirmation step). Either way explore opens on the dataset as a raw table of the query's columns.
 */
import { Button, Input, Modal, Radio, Select, Space, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { useGetMeQuery } from '../../../api/auth';
import { useCreateDatasetMutation, useUpdateDatasetMutation } from '../../../api/datasets';
import { getDatasets, postFormData } from '../../../api/explore';
import { useServerOptions } from '../../../components/SearchSelect';
import { useToasts } from '../../../components/Toasts';
import type { Query } from '../state/types';
import {
  SAVE_DATASET_FAILED,
  defaultDatasetName,
  newDatasetBody,
  overwriteDatasetBody,
  ownDatasetsQuery,
  savedDatasetFormData,
} from './saveDataset';

export const SAVE_DATASET_DESCRIPTION = 'Save this query as a virtual dataset to continue exploring';

interface DatasetChoice {
  value: number;
  label: string;
  owners: number[];
}

type Mode = 'new' | 'overwrite';

/** The user's own datasets, searched by name on the server. */
function OwnDatasetSelect({
  value,
  onChange,
  disabled,
}: {
  value: DatasetChoice | null;
  onChange: (d: DatasetChoice | null) => void;
  disabled: boolean;
}) {
  const me = useGetMeQuery();
  const userId = me.data?.id;
  const server = useServerOptions(async (search) => {
    if (userId === undefined) return { data: [], total: 0 };
    const r = await getDatasets(ownDatasetsQuery(userId, search));
    const data = r.result.map((d) => ({
      value: d.id,
      label: d.table_name,
      owners: d.owners.map((o) => o.id),
    }));
    return { data, total: r.count };
  });
  const { load } = server;
  useEffect(() => {
    if (userId !== undefined && !disabled) void load('');
    // The first page once the user is known and the select is enabled.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, disabled]);
  return (
    <Select<number>
      data-test="save-dataset-overwrite-select"
      aria-label="Dataset to overwrite"
      placeholder="Select or type dataset name"
      style={{ width: 360 }}
      disabled={disabled}
      allowClear
      value={value?.value}
      options={server.options}
      {...server.selectProps}
      onChange={(id) => onChange(server.options.find((o) => o.value === id) ?? null)}
    />
  );
}

function useSaveDataset(query: Query, onHide: () => void) {
  const navigate = useNavigate();
  const { addDangerToast } = useToasts();
  const [busy, setBusy] = useState(false);
  const [create] = useCreateDatasetMutation();
  const [update] = useUpdateDatasetMutation();
  const explore = async (datasetId: number) => {
    const key = await postFormData({
      datasource_id: datasetId,
      datasource_type: 'table',
      form_data: JSON.stringify(savedDatasetFormData(datasetId, query)),
    });
    void navigate(`/explore/?form_data_key=${encodeURIComponent(key)}`);
  };
  const run = async (write: () => Promise<number>) => {
    setBusy(true);
    try {
      const id = await write();
      onHide();
      await explore(id);
    } catch {
      addDangerToast(SAVE_DATASET_FAILED);
    } finally {
      setBusy(false);
    }
  };
  const saveNew = (name: string) => run(async () => (await create(newDatasetBody(query, name)).unwrap()).id);
  const overwrite = (d: DatasetChoice) =>
    run(async () => {
      const body = overwriteDatasetBody(query, d.owners);
      await update({ id: d.value, body, overrideColumns: true }).unwrap();
      return d.value;
    });
  return { busy, saveNew, overwrite };
}

export function SaveDatasetModal({ query, onHide }: { query: Query; onHide: () => void }) {
  const [mode, setMode] = useState<Mode>('new');
  const [name, setName] = useState(() => defaultDatasetName(query.tab));
  const [target, setTarget] = useState<DatasetChoice | null>(null);
  const [confirming, setConfirming] = useState(false);
  const { busy, saveNew, overwrite } = useSaveDataset(query, onHide);
  const disabled = mode === 'new' ? !name.trim() : target === null;
  const footer = confirming
    ? [
        <Button key="back" onClick={() => setConfirming(false)} data-test="save-dataset-back">
          Back
        </Button>,
        <Button
          key="overwrite"
          type="primary"
          loading={busy}
          disabled={disabled}
          onClick={() => target && void overwrite(target)}
          data-test="save-dataset-overwrite-confirm"
        >
          Overwrite & Explore
        </Button>,
      ]
    : [
        <Button
          key="save"
          type="primary"
          loading={busy}
          disabled={disabled}
          onClick={() => (mode === 'overwrite' ? setConfirming(true) : void saveNew(name))}
          data-test="save-dataset-save"
        >
          Save & Explore
        </Button>,
      ];
  return (
    <Modal open title="Save or Overwrite Dataset" onCancel={onHide} footer={footer} width={640}>
      <div data-test="save-dataset-modal">
        {confirming ? (
          <Typography.Paragraph data-test="save-dataset-confirm">
            Are you sure you want to overwrite this dataset?
          </Typography.Paragraph>
        ) : (
          <>
            <Typography.Paragraph>{SAVE_DATASET_DESCRIPTION}</Typography.Paragraph>
            <Radio.Group value={mode} onChange={(e) => setMode(e.target.value as Mode)}>
              <Space orientation="vertical" size="middle">
                <Space>
                  <Radio value="new" data-test="save-dataset-new" style={{ width: 160 }}>
                    Save as new
                  </Radio>
                  <Input
                    data-test="save-dataset-name"
                    aria-label="Dataset name"
                    style={{ width: 360 }}
                    value={name}
                    maxLength={250}
                    disabled={mode !== 'new'}
                    onChange={(e) => setName(e.target.value)}
                  />
                </Space>
                <Space>
                  <Radio value="overwrite" data-test="save-dataset-overwrite" style={{ width: 160 }}>
                    Overwrite existing
                  </Radio>
                  <OwnDatasetSelect value={target} onChange={setTarget} disabled={mode !== 'overwrite'} />
                </Space>
              </Space>
            </Radio.Group>
          </>
        )}
      </div>
    </Modal>
  );
}
