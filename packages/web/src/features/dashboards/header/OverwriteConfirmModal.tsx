/**
 * Superset's OverwriteConfirm: the values a save would overwrite (someone else changed them since the
 * page loaded the dashboard), each with the server's value and the one being saved. Saving needs
 * "Yes, overwrite changes".
 */
import { Modal, Table, Typography, theme } from 'antd';
import type { OverwriteItem } from './overwriteDiff';

export const OVERWRITE_TITLE = 'Confirm overwrite';
export const OVERWRITE_QUESTION = 'Are you sure you intend to overwrite the following values?';
export const OVERWRITE_OK = 'Yes, overwrite changes';

export interface OverwriteConfirmModalProps {
  items: OverwriteItem[];
  onConfirm: () => void;
  onCancel: () => void;
}

export function OverwriteConfirmModal({ items, onConfirm, onCancel }: OverwriteConfirmModalProps) {
  const { token } = theme.useToken();
  const cell = (text: string) => (
    <pre
      style={{
        margin: 0,
        maxHeight: 160,
        overflow: 'auto',
        whiteSpace: 'pre-wrap',
        wordBreak: 'break-word',
        fontSize: token.fontSizeSM,
      }}
    >
      {text || <Typography.Text type="secondary">(empty)</Typography.Text>}
    </pre>
  );
  return (
    <Modal
      open
      title={OVERWRITE_TITLE}
      width={860}
      okText={OVERWRITE_OK}
      okButtonProps={{ danger: true, 'data-test': 'overwrite-confirm' }}
      cancelButtonProps={{ 'data-test': 'overwrite-cancel' }}
      onOk={onConfirm}
      onCancel={onCancel}
      destroyOnHidden
    >
      <div data-test="overwrite-confirm-modal">
        <Typography.Paragraph>{OVERWRITE_QUESTION}</Typography.Paragraph>
        <Table<OverwriteItem>
          size="small"
          rowKey="keyPath"
          pagination={false}
          dataSource={items}
          scroll={{ y: 420 }}
          columns={[
            {
              title: 'Key',
              dataIndex: 'keyPath',
              width: 220,
              render: (k: string) => <Typography.Text code>{k}</Typography.Text>,
            },
            { title: 'Before', dataIndex: 'oldValue', render: cell },
            { title: 'After', dataIndex: 'newValue', render: cell },
          ]}
          onRow={(r) => ({ 'data-key': r.keyPath }) as object}
        />
      </div>
    </Modal>
  );
}
