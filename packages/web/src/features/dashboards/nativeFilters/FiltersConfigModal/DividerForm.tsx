/** The right side of the configuration modal for a divider: title and description. */
import type { NativeFilterDivider } from '@meridian/core';
import { Form, Input } from 'antd';

export interface DividerFormProps {
  divider: NativeFilterDivider;
  errors: Record<string, string>;
  onChange: (patch: Partial<NativeFilterDivider>) => void;
}

export function DividerForm({ divider, errors, onChange }: DividerFormProps) {
  return (
    <Form layout="vertical" component="div" data-test="divider-form">
      <Form.Item
        label="Title"
        required
        validateStatus={errors.title ? 'error' : undefined}
        help={errors.title}
      >
        <Input
          data-test="divider-title-input"
          value={divider.title}
          status={errors.title ? 'error' : undefined}
          onChange={(e) => onChange({ title: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Description">
        <Input.TextArea
          data-test="divider-description-input"
          rows={4}
          value={divider.description}
          onChange={(e) => onChange({ description: e.target.value })}
        />
      </Form.Item>
    </Form>
  );
}
