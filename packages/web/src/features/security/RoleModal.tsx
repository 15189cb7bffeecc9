import { skipToken } from '@reduxjs/toolkit/query/react';
import { Form, Input, Modal, Spin, type FormInstance } from 'antd';
import { useMemo, useState } from 'react';
import { errorText } from '../../api/errors';
import {
  fieldErrorsOf,
  useCreateRoleMutation,
  useGetRolePermissionsQuery,
  useSetRoleGroupsMutation,
  useSetRolePermissionsMutation,
  useUpdateRoleMutation,
  type RoleRef,
} from '../../api/security';
import { useToasts } from '../../components/Toasts';
import { GroupsSelect } from './IdsSelect';
import { PermissionPicker, pairLabel } from './PermissionPicker';

interface RoleForm {
  name: string;
  permissions: number[];
  groups: number[];
}

type EditedRole = (RoleRef & { group_ids?: number[] }) | null;

/** Saves the form: creates or renames the role, then sets its pairs and groups; a name error goes to the form. */
function useSaveRole(form: FormInstance<RoleForm>, role: EditedRole, onHide: () => void) {
  const { addSuccessToast, addDangerToast } = useToasts();
  const [createRole] = useCreateRoleMutation();
  const [updateRole] = useUpdateRoleMutation();
  const [setPermissions] = useSetRolePermissionsMutation();
  const [setGroups] = useSetRoleGroupsMutation();
  const [saving, setSaving] = useState(false);
  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    try {
      let id = role?.id;
      if (!role) id = Number((await createRole({ name: values.name }).unwrap()).id);
      else if (values.name !== role.name) await updateRole({ id: role.id, name: values.name }).unwrap();
      await setPermissions({ id: id!, ids: values.permissions }).unwrap();
      await setGroups({ id: id!, ids: values.groups }).unwrap();
      addSuccessToast(role ? `Changed role ${values.name}` : `Added role ${values.name}`);
      onHide();
    } catch (e) {
      const fields = fieldErrorsOf(e).filter((f) => f.name === 'name');
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else addDangerToast(errorText(e));
    } finally {
      setSaving(false);
    }
  };
  return { save, saving };
}

/** Add (role = null) or edit a role: its name, the (permission, view) pairs it grants, the groups carrying it. */
export function RoleModal({ role, onHide }: { role: EditedRole; onHide: () => void }) {
  const [form] = Form.useForm<RoleForm>();
  const current = useGetRolePermissionsQuery(role ? role.id : skipToken);
  const { save, saving } = useSaveRole(form, role, onHide);
  const known = useMemo(
    () =>
      (current.data ?? []).map((p) => ({
        value: p.id,
        label: pairLabel(p.permission_name, p.view_menu_name),
      })),
    [current.data],
  );

  const loading = role !== null && !current.data && !current.error;
  return (
    <Modal
      open
      title={role ? `Edit role ${role.name}` : 'Add role'}
      onCancel={onHide}
      onOk={() => void save()}
      okText={role ? 'Save' : 'Add'}
      okButtonProps={{
        loading: saving,
        disabled: loading,
        ...({ 'data-test': 'role-modal-save' } as object),
      }}
      destroyOnHidden
      width={720}
    >
      {loading ? (
        <Spin />
      ) : (
        <Form<RoleForm>
          form={form}
          layout="vertical"
          data-test="role-modal"
          initialValues={{
            name: role?.name ?? '',
            permissions: known.map((k) => k.value),
            groups: role?.group_ids ?? [],
          }}
        >
          <Form.Item name="name" label="Name" rules={[{ required: true, whitespace: true }]}>
            <Input data-test="role-name" maxLength={64} />
          </Form.Item>
          <Form.Item
            name="permissions"
            label="Permissions"
            extra="Data access: datasource_access on a dataset, schema_access on a schema, database_access on a database."
          >
            <PermissionPicker known={known} />
          </Form.Item>
          <Form.Item name="groups" label="Groups" extra="The members of these groups hold the role.">
            <GroupsSelect dataTest="role-groups" />
          </Form.Item>
        </Form>
      )}
    </Modal>
  );
}
