/** Step 1 of /chart/add: one dataset, searched by name on the server. */
import { Select, Typography } from 'antd';
import { useEffect } from 'react';
import { useServerOptions } from '../../components/SearchSelect';
import { datasetsByName } from '../explore/datasource/datasourceSearch';

export interface DatasetOption {
  value: number;
  label: string;
  /** Database and schema, shown beside the name. */
  detail: string;
}

const PAGE_SIZE = 50;

async function fetchDatasets(search: string, page: number) {
  const answer = await datasetsByName(search.trim(), page, PAGE_SIZE);
  return {
    total: answer.count,
    data: answer.result.map((d): DatasetOption => ({
      value: d.id,
      label: d.table_name,
      detail: [d.database?.database_name, d.schema].filter(Boolean).join(' · '),
    })),
  };
}

export function DatasetPicker({
  value,
  onChange,
}: {
  value: DatasetOption | null;
  onChange: (d: DatasetOption | null) => void;
}) {
  const server = useServerOptions(fetchDatasets);
  const { load, search } = server;
  useEffect(() => {
    void load('');
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the first page once, on mount
  }, []);
  const options =
    value && !server.options.some((o) => o.value === value.value)
      ? [value, ...server.options]
      : server.options;
  return (
    <Select<number>
      data-test="chart-add-dataset"
      aria-label="Dataset"
      placeholder="Choose a dataset"
      style={{ width: 400 }}
      allowClear
      value={value?.value}
      options={options}
      optionRender={(o) => (
        <span data-test="chart-add-dataset-option">
          {o.data.label}{' '}
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {o.data.detail}
          </Typography.Text>
        </span>
      )}
      {...server.selectProps}
      onPopupScroll={(e) => {
        const el = e.currentTarget;
        if (el.scrollTop + el.clientHeight >= el.scrollHeight * 0.7) server.loadMore();
      }}
      onOpenChange={(open) => {
        if (open && !server.hasLoaded()) void load(search);
      }}
      onChange={(id) => onChange(options.find((o) => o.value === id) ?? null)}
    />
  );
}
