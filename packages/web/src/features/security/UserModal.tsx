import { Form, Input, Modal, Switch, type FormInstance, type FormRule } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors';
import {
  fieldErrorsOf,
  useCreateUserMutation,
  useUpdateUserMutation,
  type SecurityUser,
  type UserPayload,
} from '../../api/security';
import { useToasts } from '../../components/Toasts';
import { GroupsSelect, RolesSelect } from './IdsSelect';
import { PasswordItems } from './PasswordItems';
import { matchesPassword, passwordRules } from './passwordRules';

interface UserForm {
  first_name: string;
  last_name: string;
  username: string;
  email: string;
  active: boolean;
  roles: number[];
  groups: number[];
  password?: string;
  confirm?: string;
}

/** Saves the form: creates or updates the user; field errors go back to the form, others to a toast. */
function useSaveUser(form: FormInstance<UserForm>, user: SecurityUser | null, onHide: () => void) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [createUser] = useCreateUserMutation();
  const [updateUser] = useUpdateUserMutation();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: UserPayload = {
      first_name: values.first_name,
      last_name: values.last_name,
      username: values.username,
      email: values.email,
      active: values.active,
      roles: values.roles,
      groups: values.groups,
      ...(values.password ? { password: values.password } : {}),
    };
    setSaving(true);
    try {
      if (!user) await createUser(body).unwrap();
      else await updateUser({ id: user.id, body }).unwrap();
      addSuccessToast(!user ? `Added user ${values.username}` : `Changed user ${values.username}`);
      onHide();
    } catch (e) {
      const fields = fieldErrorsOf(e).filter((f) => f.name in values || f.name === 'password');
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else addDangerToast(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}

function PasswordFields({ isNew }: { isNew: boolean }) {
  return (
    <PasswordItems
      label={isNew ? 'Password' : 'Set a new password'}
      extra={isNew ? undefined : 'Leave empty to keep the current password. A new one signs the user out.'}
      rules={passwordRules(isNew)}
      confirmRules={[matchesPassword(true)]}
      testIds={['user-password', 'user-password-confirm']}
    />
  );
}

/** Superset's rule: a user needs a role, or a group that carries roles. */
const roleOrGroup =
  (other: 'roles' | 'groups'): FormRule =>
  ({ getFieldValue }) => ({
    validator: (_rule, value: number[] | undefined) =>
      (value ?? []).length || ((getFieldValue(other) as number[] | undefined) ?? []).length
        ? Promise.resolve()
        : Promise.reject(new Error('Please select at least one role or group')),
  });

function UserFields({ isNew }: { isNew: boolean }) {
  return (
    <>
      <div style={{ display: 'flex', gap: 12 }}>
        <Form.Item name="first_name" label="First name" rules={[{ required: true }]} style={{ flex: 1 }}>
          <Input data-test="user-first-name" maxLength={64} />
        </Form.Item>
        <Form.Item name="last_name" label="Last name" rules={[{ required: true }]} style={{ flex: 1 }}>
          <Input data-test="user-last-name" maxLength={64} />
        </Form.Item>
      </div>
      <Form.Item name="username" label="Username" rules={[{ required: true }]}>
        <Input data-test="user-username" autoComplete="off" maxLength={128} />
      </Form.Item>
      <Form.Item name="email" label="Email" rules={[{ required: true, type: 'email' }]}>
        <Input data-test="user-email" autoComplete="off" />
      </Form.Item>
      <Form.Item name="roles" label="Roles" dependencies={['groups']} rules={[roleOrGroup('groups')]}>
        <RolesSelect dataTest="user-roles" />
      </Form.Item>
      <Form.Item
        name="groups"
        label="Groups"
        dependencies={['roles']}
        rules={[roleOrGroup('roles')]}
        extra="The user holds the roles of its groups too."
      >
        <GroupsSelect dataTest="user-groups" />
      </Form.Item>
      <Form.Item name="active" label="Active" valuePropName="checked">
        <Switch data-test="user-active" />
      </Form.Item>
      <PasswordFields isNew={isNew} />
    </>
  );
}

/** Add (user = null) or edit a user: names, username, email, active, roles, groups, and a password to set. */
export function UserModal({ user, onHide }: { user: SecurityUser | null; onHide: () => void }) {
  const [form] = Form.useForm<UserForm>();
  const { save, saving } = useSaveUser(form, user, onHide);
  const isNew = user === null;
  return (
    <Modal
      open
      title={isNew ? 'Add user' : `Edit user ${user.username}`}
      onCancel={onHide}
      onOk={() => void save()}
      okText={isNew ? 'Add' : 'Save'}
      okButtonProps={{ loading: saving, ...({ 'data-test': 'user-modal-save' } as object) }}
      destroyOnHidden
      width={560}
    >
      <Form<UserForm>
        form={form}
        layout="vertical"
        data-test="user-modal"
        initialValues={
          user
            ? { ...user, roles: user.roles.map((r) => r.id), groups: user.groups.map((g) => g.id) }
            : { active: true, roles: [], groups: [], first_name: '', last_name: '', username: '', email: '' }
        }
      >
        <UserFields isNew={isNew} />
      </Form>
    </Modal>
  );
}
