/** /explore/ without a chart or dataset: pick the dataset to explore. */
import { SearchOutlined } from '@ant-design/icons';
import { Card, Input, Table, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { errorText } from '../../api/errors';
import type { DatasetListItem } from '../../api/explore';
import { ErrorPanel } from '../../components/ErrorPanel';
import { datasetsByName } from './datasource/datasourceSearch';

export function ChooseDataset() {
  const [filter, setFilter] = useState('');
  const [rows, setRows] = useState<DatasetListItem[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => {
    let cancelled = false;
    datasetsByName(filter, 0, 100).then(
      (r) => !cancelled && setRows(r.result),
      (e: unknown) => !cancelled && setError(errorText(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [filter]);
  useEffect(() => () => clearTimeout(debounce.current), []);
  return (
    <Card data-test="choose-dataset" style={{ maxWidth: 900, margin: '0 auto' }}>
      <Typography.Title level={4}>Choose a dataset</Typography.Title>
      <Input
        prefix={<SearchOutlined />}
        placeholder="Search datasets"
        allowClear
        onChange={(e) => {
          const v = e.target.value.trim();
          clearTimeout(debounce.current);
          debounce.current = setTimeout(() => setFilter(v), 250);
        }}
        style={{ marginBottom: 12 }}
      />
      {error ? (
        <ErrorPanel message={error} />
      ) : (
        <Table<DatasetListItem>
          size="small"
          rowKey="id"
          loading={rows === null}
          dataSource={rows ?? []}
          pagination={false}
          columns={[
            {
              key: 'name',
              title: 'Name',
              render: (_, r) => (
                <Link
                  data-test="choose-dataset-link"
                  to={`/explore/?datasource_type=table&datasource_id=${r.id}`}
                >
                  {r.table_name}
                </Link>
              ),
            },
            { key: 'schema', title: 'Schema', render: (_, r) => r.schema ?? '' },
            { key: 'db', title: 'Database', render: (_, r) => r.database?.database_name ?? '' },
          ]}
        />
      )}
    </Card>
  );
}
