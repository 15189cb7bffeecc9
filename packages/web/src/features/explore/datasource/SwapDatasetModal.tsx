/**
 * "Swap dataset": a searchable, paginated list of datasets (Name, Type, Schema, Connection,
 * Owners); choosing one asks for confirmation (Cancel / Proceed), then the chart moves to it.
 */
import { SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Input, Modal, Table, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useEffect, useRef, useState, type HTMLAttributes } from 'react';
import { errorText } from '../../../api/errors';
import { getDataset, type DatasetListItem, type ExploreDataset } from '../../../api/explore';
import { AvatarGroup } from '../../../components/AvatarGroup';
import { useToasts } from '../../../components/Toasts';
import { datasetsByName } from './datasourceSearch';

export const SWAP_PAGE_SIZE = 20;
export const SLOW_DEBOUNCE_MS = 500;
export const SWAP_WARNING =
  'Warning! Changing the dataset may break the chart if the chart relies on columns or metadata that does not exist in the target dataset';

/** The datasets listed: searched by name (debounced), one page at a time. */
function useSwapList() {
  const { addDangerToast } = useToasts();
  const [text, setText] = useState('');
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [rows, setRows] = useState<DatasetListItem[]>([]);
  const [count, setCount] = useState(0);
  const [loading, setLoading] = useState(true);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);

  useEffect(() => {
    let cancelled = false;
    datasetsByName(filter, page, SWAP_PAGE_SIZE).then(
      (r) => {
        if (cancelled) return;
        setRows(r.result);
        setCount(r.count);
        setLoading(false);
      },
      (e: unknown) => {
        if (cancelled) return;
        setLoading(false);
        addDangerToast(`An error occurred while fetching datasets: ${errorText(e)}`);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [filter, page, addDangerToast]);
  useEffect(() => () => clearTimeout(debounce.current), []);
  const search = (v: string) => {
    setText(v);
    clearTimeout(debounce.current);
    debounce.current = setTimeout(() => {
      setLoading(true);
      setPage(0);
      setFilter(v.trim());
    }, SLOW_DEBOUNCE_MS);
  };
  const goTo = (p: number) => {
    setLoading(true);
    setPage(p - 1);
  };
  return { text, search, page, goTo, rows, count, loading };
}

function swapColumns(currentId: number, choose: (r: DatasetListItem) => void): ColumnsType<DatasetListItem> {
  return [
    {
      key: 'name',
      title: 'Name',
      render: (_, r) =>
        r.id === currentId ? (
          <Typography.Text>{r.table_name} (current)</Typography.Text>
        ) : (
          <Button
            type="link"
            size="small"
            style={{ padding: 0 }}
            data-test="swap-dataset-name"
            onClick={() => choose(r)}
          >
            {r.table_name}
          </Button>
        ),
    },
    {
      key: 'kind',
      title: 'Type',
      render: (_, r) => (r.kind === 'virtual' ? 'Virtual' : 'Physical'),
      width: 100,
    },
    { key: 'schema', title: 'Schema', render: (_, r) => r.schema ?? '', width: 120 },
    { key: 'database', title: 'Connection', render: (_, r) => r.database?.database_name ?? '', width: 160 },
    { key: 'owners', title: 'Owners', render: (_, r) => <AvatarGroup users={r.owners ?? []} />, width: 120 },
  ];
}

function SwapList({ currentId, choose }: { currentId: number; choose: (r: DatasetListItem) => void }) {
  const list = useSwapList();
  return (
    <div data-test="swap-dataset-modal">
      <Alert type="warning" showIcon title={SWAP_WARNING} style={{ marginBottom: 12 }} />
      <Input
        data-test="swap-search"
        prefix={<SearchOutlined />}
        placeholder="Search / Filter"
        allowClear
        value={list.text}
        onChange={(e) => list.search(e.target.value)}
        style={{ marginBottom: 12 }}
      />
      <Table<DatasetListItem>
        size="small"
        rowKey="id"
        loading={list.loading}
        dataSource={list.rows}
        pagination={{
          current: list.page + 1,
          pageSize: SWAP_PAGE_SIZE,
          total: list.count,
          showSizeChanger: false,
          onChange: list.goTo,
        }}
        onRow={(r) => ({ 'data-test': 'swap-dataset-row', 'data-id': r.id }) as HTMLAttributes<HTMLElement>}
        columns={swapColumns(currentId, choose)}
      />
    </div>
  );
}

export default function SwapDatasetModal({
  currentId,
  onHide,
  onSwapped,
}: {
  currentId: number;
  onHide: () => void;
  onSwapped: (dataset: ExploreDataset) => void;
}) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [confirm, setConfirm] = useState<DatasetListItem | null>(null);
  const [proceeding, setProceeding] = useState(false);
  const proceed = async () => {
    if (!confirm) return;
    setProceeding(true);
    try {
      const dataset = await getDataset(confirm.id);
      onSwapped(dataset);
      addSuccessToast('Successfully changed dataset!');
    } catch (e) {
      addDangerToast(`The datasource couldn't be loaded: ${errorText(e)}`);
      setProceeding(false);
    }
  };

  return (
    <Modal
      open
      title="Swap dataset"
      width={confirm ? 432 : 900}
      onCancel={onHide}
      destroyOnHidden
      styles={{ body: { minHeight: confirm ? undefined : 540 } }}
      footer={
        confirm
          ? [
              <Button key="cancel" data-test="swap-cancel" onClick={() => setConfirm(null)}>
                Cancel
              </Button>,
              <Button
                key="proceed"
                type="primary"
                data-test="swap-proceed"
                loading={proceeding}
                onClick={() => void proceed()}
              >
                Proceed
              </Button>,
            ]
          : null
      }
    >
      {confirm ? (
        <div data-test="swap-confirm">
          <Typography.Paragraph>{SWAP_WARNING}</Typography.Paragraph>
          <Typography.Paragraph>
            Change the dataset to <Typography.Text strong>{confirm.table_name}</Typography.Text>? Are you sure
            you want to continue?
          </Typography.Paragraph>
        </div>
      ) : (
        <SwapList currentId={currentId} choose={setConfirm} />
      )}
    </Modal>
  );
}
