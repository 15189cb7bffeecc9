/** The bar under the editor: run or stop, the row limit, and save / format / estimate / parameters / link. */
import {
  CaretRightOutlined,
  DollarOutlined,
  FormatPainterOutlined,
  LinkOutlined,
  SaveOutlined,
  StopOutlined,
  CodeOutlined,
} from '@ant-design/icons';
import { Button, Dropdown, Space, Tooltip } from 'antd';
import type { ReactNode } from 'react';

/**
 * Superset's LimitSelect choices: powers of ten below the configured maximum (SQL_MAX_ROW), then
 * the maximum itself; the tab's current limit is kept in the list when it is within the maximum.
 */
export function limitOptions(maxRow: number, current: number): number[] {
  const base: number[] = [];
  for (let n = 10; n < maxRow; n *= 10) base.push(n);
  base.push(maxRow);
  return [...new Set([...base, ...(current > 0 && current <= maxRow ? [current] : [])])].sort(
    (a, b) => a - b,
  );
}

const fmt = (n: number) => n.toLocaleString('en-US').replace(/,/g, ' ');

export interface EditorToolbarProps {
  running: boolean;
  canRun: boolean;
  hasSelection: boolean;
  onRun: () => void;
  onStop: () => void;
  queryLimit: number;
  maxRow: number;
  onLimit: (n: number) => void;
  onSave: () => void;
  onFormat: () => void;
  onEstimate?: () => void;
  onTemplateParams: () => void;
  hasTemplateParams: boolean;
  onCopyLink: () => void;
  /** Next to Run: the CREATE TABLE/VIEW AS control, when the database allows it. */
  runMenu?: ReactNode;
}

function RunButton(p: EditorToolbarProps) {
  if (p.running)
    return (
      <Button danger icon={<StopOutlined />} onClick={p.onStop} data-test="stop-query">
        Stop
      </Button>
    );
  return (
    <Tooltip title="Ctrl+Enter">
      <Button
        type="primary"
        icon={<CaretRightOutlined />}
        disabled={!p.canRun}
        onClick={p.onRun}
        data-test="run-query-action"
      >
        {p.hasSelection ? 'Run selection' : 'Run'}
      </Button>
    </Tooltip>
  );
}

function LimitDropdown(p: EditorToolbarProps) {
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [String(p.queryLimit)],
        items: limitOptions(p.maxRow, p.queryLimit).map((n) => ({
          key: String(n),
          label: <span data-test={`limit-${n}`}>{fmt(n)}</span>,
        })),
        onClick: ({ key }) => p.onLimit(Number(key)),
      }}
    >
      <Button data-test="limit-dropdown">LIMIT: {fmt(p.queryLimit)}</Button>
    </Dropdown>
  );
}

export function EditorToolbar(p: EditorToolbarProps) {
  return (
    <div
      data-test="sql-editor-toolbar"
      style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '8px 0', flexWrap: 'wrap' }}
    >
      <Space size={8}>
        <RunButton {...p} />
        {p.runMenu}
        {p.onEstimate && (
          <Button
            icon={<DollarOutlined />}
            onClick={p.onEstimate}
            disabled={!p.canRun}
            data-test="estimate-cost"
          >
            Estimate cost
          </Button>
        )}
        <LimitDropdown {...p} />
      </Space>
      <div style={{ flex: 1 }} />
      <Space size={4}>
        <Tooltip title="Format SQL (Ctrl+Shift+F)">
          <Button type="text" icon={<FormatPainterOutlined />} onClick={p.onFormat} data-test="format-sql">
            Format
          </Button>
        </Tooltip>
        <Button
          type={p.hasTemplateParams ? 'link' : 'text'}
          icon={<CodeOutlined />}
          onClick={p.onTemplateParams}
          data-test="template-params-button"
        >
          Parameters
        </Button>
        <Tooltip title="Copy link">
          <Button
            type="text"
            icon={<LinkOutlined />}
            onClick={p.onCopyLink}
            aria-label="Copy link"
            data-test="copy-link"
          />
        </Tooltip>
        <Button icon={<SaveOutlined />} onClick={p.onSave} disabled={!p.canRun} data-test="save-query">
          Save
        </Button>
      </Space>
    </div>
  );
}
