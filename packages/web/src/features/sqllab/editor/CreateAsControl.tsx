/**
 * Run as CREATE TABLE AS / CREATE VIEW AS (Superset's run-button menu and its modal): shown only
 * when the database allows CTAS or CVAS; asks for the name and runs the query with it.
 */
import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Input, Modal, Tooltip } from 'antd';
import { useState } from 'react';

export type CtasMethod = 'TABLE' | 'VIEW';

export interface CreateAsControlProps {
  allowCtas: boolean;
  allowCvas: boolean;
  /** The schema the object goes to (force_ctas_schema, else the tab's). */
  schema: string | null;
  disabled: boolean;
  onCreate: (method: CtasMethod, name: string) => void;
}

export const createAsTitle = (method: CtasMethod) =>
  method === 'VIEW' ? 'CREATE VIEW AS' : 'CREATE TABLE AS';

export function CreateAsControl(p: CreateAsControlProps) {
  const [method, setMethod] = useState<CtasMethod | null>(null);
  const [name, setName] = useState('');
  if (!p.allowCtas && !p.allowCvas) return null;
  const close = () => {
    setMethod(null);
    setName('');
  };
  const create = () => {
    if (!method || !name.trim()) return;
    p.onCreate(method, name.trim());
    close();
  };
  const items = [
    ...(p.allowCtas
      ? [{ key: 'TABLE', label: <span data-test="create-table-as">CREATE TABLE AS</span> }]
      : []),
    ...(p.allowCvas ? [{ key: 'VIEW', label: <span data-test="create-view-as">CREATE VIEW AS</span> }] : []),
  ];
  return (
    <>
      <Dropdown
        trigger={['click']}
        disabled={p.disabled}
        menu={{ items, onClick: ({ key }) => setMethod(key as CtasMethod) }}
      >
        <Tooltip title="Run as CREATE TABLE AS / CREATE VIEW AS">
          <Button icon={<DownOutlined />} disabled={p.disabled} data-test="create-as-menu">
            Create as
          </Button>
        </Tooltip>
      </Dropdown>
      <Modal
        open={method !== null}
        title={method ? createAsTitle(method) : ''}
        onCancel={close}
        destroyOnHidden
        footer={[
          <Button key="cancel" onClick={close}>
            Cancel
          </Button>,
          <Button
            key="create"
            type="primary"
            disabled={!name.trim()}
            onClick={create}
            data-test="create-as-submit"
          >
            Create
          </Button>,
        ]}
      >
        <div style={{ marginBottom: 4 }}>Name</div>
        <Input
          autoFocus
          value={name}
          placeholder={`Specify name to ${method ? createAsTitle(method) : ''} schema in: ${p.schema ?? 'public'}`}
          onChange={(e) => setName(e.target.value)}
          onPressEnter={create}
          data-test="create-as-name"
        />
      </Modal>
    </>
  );
}
