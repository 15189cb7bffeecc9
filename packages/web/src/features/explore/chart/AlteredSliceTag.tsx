/**
 * "Altered": shown when the form data differs from the saved chart; a click opens the chart
 * changes (Control, Before, After; 50 rows a page).
 */
import { Modal, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import type { VizControls } from '../state/controlState';
import { formatDiffValue, type FormDataDiff } from '../state/formDataDiff';

export const CHANGES_PAGE_SIZE = 50;

export interface ChangeRow {
  control: string;
  before: string;
  after: string;
}

const KEY_LABELS: Record<string, string> = {
  viz_type: 'Chart type',
  datasource: 'Dataset',
  time_range: 'Time range',
};

/** The rows of the chart-changes table, labelled with the controls' labels. */
export function changeRows(diffs: Record<string, FormDataDiff>, controls: VizControls | null): ChangeRow[] {
  return Object.entries(diffs).map(([key, d]) => ({
    control: controls?.byName.get(key)?.config.label ?? KEY_LABELS[key] ?? key,
    before: formatDiffValue(d.before),
    after: formatDiffValue(d.after),
  }));
}

export function AlteredSliceTag({
  diffs,
  controls,
}: {
  diffs: Record<string, FormDataDiff>;
  controls: VizControls | null;
}) {
  const [open, setOpen] = useState(false);
  const rows = changeRows(diffs, controls);
  if (rows.length === 0) return null;
  return (
    <>
      <Tooltip title="Click to see difference">
        <Tag
          data-test="altered-slice-tag"
          color="warning"
          style={{ cursor: 'pointer' }}
          onClick={() => setOpen(true)}
        >
          Altered
        </Tag>
      </Tooltip>
      <Modal
        open={open}
        title="Chart changes"
        width={760}
        footer={null}
        onCancel={() => setOpen(false)}
        destroyOnHidden
      >
        <Table<ChangeRow>
          data-test="chart-changes-table"
          size="small"
          rowKey="control"
          dataSource={rows}
          pagination={{ pageSize: CHANGES_PAGE_SIZE, hideOnSinglePage: true }}
          columns={[
            { key: 'control', dataIndex: 'control', title: 'Control', width: 180 },
            {
              key: 'before',
              dataIndex: 'before',
              title: 'Before',
              render: (v: string) => <span style={{ wordBreak: 'break-word' }}>{v}</span>,
            },
            {
              key: 'after',
              dataIndex: 'after',
              title: 'After',
              render: (v: string) => <span style={{ wordBreak: 'break-word' }}>{v}</span>,
            },
          ]}
        />
      </Modal>
    </>
  );
}
