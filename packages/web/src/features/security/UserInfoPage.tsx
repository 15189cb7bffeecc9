import { Button, Card, Descriptions, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { fullName, useGetMyRolesQuery } from '../../api/auth';
import { errorText } from '../../api/errors';
import { fieldErrorsOf, useUpdateMeMutation } from '../../api/security';
import { Loading } from '../../components/Loading';
import { useToasts } from '../../components/Toasts';
import { PasswordItems } from './PasswordItems';
import { matchesPassword, passwordRules } from './passwordRules';

interface PasswordForm {
  current_password: string;
  password: string;
  confirm: string;
}

const PASSWORD_FIELDS = new Set(['current_password', 'password']);

/** /user_info/: the signed-in user's profile, roles, and a password change. */
export default function UserInfoPage() {
  const me = useGetMyRolesQuery();
  const [form] = Form.useForm<PasswordForm>();
  const [updateMe] = useUpdateMeMutation();
  const [saving, setSaving] = useState(false);
  const { addSuccessToast, addDangerToast } = useToasts();

  const changePassword = async (values: PasswordForm) => {
    setSaving(true);
    try {
      await updateMe({ password: values.password, current_password: values.current_password }).unwrap();
      form.resetFields();
      addSuccessToast('Your password was changed. Your other sessions were signed out.');
    } catch (e) {
      const fields = fieldErrorsOf(e).filter((f) => PASSWORD_FIELDS.has(f.name));
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else addDangerToast(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  if (!me.data) return <Loading />;
  const u = me.data;
  return (
    <div data-test="user-info" style={{ maxWidth: 720 }}>
      <Typography.Title level={3}>{fullName(u)}</Typography.Title>
      <Card title="User info" style={{ marginBottom: 16 }}>
        <Descriptions column={1} size="small">
          <Descriptions.Item label="Username">{u.username}</Descriptions.Item>
          <Descriptions.Item label="First name">{u.first_name}</Descriptions.Item>
          <Descriptions.Item label="Last name">{u.last_name}</Descriptions.Item>
          <Descriptions.Item label="Email">{u.email}</Descriptions.Item>
          <Descriptions.Item label="Roles">
            {Object.keys(u.roles).map((r) => (
              <Tag key={r}>{r}</Tag>
            ))}
          </Descriptions.Item>
        </Descriptions>
      </Card>
      <Card title="Change password">
        <Form<PasswordForm>
          form={form}
          layout="vertical"
          onFinish={(v) => void changePassword(v)}
          data-test="password-form"
        >
          <Form.Item
            name="current_password"
            label="Current password"
            rules={[{ required: true, message: 'Your current password is required' }]}
          >
            <Input.Password data-test="current-password" autoComplete="current-password" />
          </Form.Item>
          <PasswordItems
            label="New password"
            rules={passwordRules(true)}
            confirmRules={[
              { required: true, message: 'Please confirm the password' },
              matchesPassword(false),
            ]}
            testIds={['new-password', 'confirm-password']}
          />
          <Button type="primary" htmlType="submit" loading={saving} data-test="change-password">
            Change password
          </Button>
        </Form>
      </Card>
    </div>
  );
}
