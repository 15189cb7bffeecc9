import { Input, Modal, Typography } from 'antd';
import { useState, type ReactNode } from 'react';

export const DELETE_CONFIRM_WORD = 'DELETE';

export interface DeleteModalProps {
  open: boolean;
  description: ReactNode;
  onConfirm: () => void;
  onHide: () => void;
  title?: ReactNode;
  confirming?: boolean;
}

/** Confirmation for destructive actions: Delete enables once the user types DELETE. */
export function DeleteModal({
  open,
  description,
  onConfirm,
  onHide,
  title = 'Please confirm',
  confirming = false,
}: DeleteModalProps) {
  const [text, setText] = useState('');
  const confirmed = text.trim().toUpperCase() === DELETE_CONFIRM_WORD;
  const hide = () => {
    setText('');
    onHide();
  };
  const confirm = () => {
    if (!confirmed) return;
    setText('');
    onConfirm();
  };
  return (
    <Modal
      open={open}
      title={title}
      width={600}
      onCancel={hide}
      onOk={confirm}
      okText="Delete"
      okButtonProps={{
        danger: true,
        disabled: !confirmed,
        loading: confirming,
        ...({ 'data-test': 'modal-confirm-button' } as object),
      }}
      cancelButtonProps={{ ...({ 'data-test': 'modal-cancel-button' } as object) }}
      destroyOnHidden
    >
      <div data-test="delete-modal">
        <Typography.Paragraph>{description}</Typography.Paragraph>
        <label htmlFor="delete-modal-input" style={{ display: 'block', marginBottom: 8 }}>
          Type "{DELETE_CONFIRM_WORD}" to confirm
        </label>
        <Input
          id="delete-modal-input"
          data-test="delete-modal-input"
          autoComplete="off"
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={confirm}
        />
      </div>
    </Modal>
  );
}
