import { Form, Input, type FormRule } from 'antd';
import type { ReactNode } from 'react';

export interface PasswordItemsProps {
  label: string;
  extra?: ReactNode;
  rules: FormRule[];
  confirmRules: FormRule[];
  /** Test ids of the password and the confirmation input. */
  testIds: [password: string, confirm: string];
}

/** A new `password` and its `confirm`ation, as the profile page and the user dialog ask for them. */
export function PasswordItems({ label, extra, rules, confirmRules, testIds }: PasswordItemsProps) {
  return (
    <>
      <Form.Item name="password" label={label} extra={extra} rules={rules}>
        <Input.Password data-test={testIds[0]} autoComplete="new-password" />
      </Form.Item>
      <Form.Item name="confirm" label="Confirm password" dependencies={['password']} rules={confirmRules}>
        <Input.Password data-test={testIds[1]} autoComplete="new-password" />
      </Form.Item>
    </>
  );
}
