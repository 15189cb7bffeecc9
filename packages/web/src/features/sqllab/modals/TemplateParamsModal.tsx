/** Template parameters of the tab: a JSON object handed to the Jinja template of the SQL (mounted per opening). */
import { Alert, Input, Modal, Typography } from 'antd';
import { useState } from 'react';

export function templateParamsError(text: string): string | null {
  if (!text.trim()) return null;
  try {
    const v = JSON.parse(text) as unknown;
    return v !== null && typeof v === 'object' && !Array.isArray(v)
      ? null
      : 'Parameters must be a JSON object';
  } catch {
    return 'Invalid JSON';
  }
}

export function TemplateParamsModal({
  value,
  open,
  onSave,
  onClose,
}: {
  value: string;
  open: boolean;
  onSave: (text: string) => void;
  onClose: () => void;
}) {
  const [text, setText] = useState(value);
  const error = templateParamsError(text);
  return (
    <Modal
      open={open}
      title="Template parameters"
      onCancel={onClose}
      okText="Apply"
      okButtonProps={{ disabled: error !== null, 'data-test': 'template-params-apply' }}
      onOk={() => {
        onSave(text.trim());
        onClose();
      }}
    >
      <Typography.Paragraph type="secondary">
        Assign a set of parameters as JSON below (example: {'{"my_table": "foo"}'}), and they become available
        in your SQL (example: SELECT * FROM {'{{ my_table }}'}) by using Jinja templating syntax.
      </Typography.Paragraph>
      <Input.TextArea
        data-test="template-params"
        value={text}
        onChange={(e) => setText(e.target.value)}
        rows={8}
        style={{ fontFamily: 'ui-monospace, monospace' }}
      />
      {error && <Alert style={{ marginTop: 8 }} type="error" showIcon title={error} />}
    </Modal>
  );
}
