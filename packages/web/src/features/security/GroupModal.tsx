import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors';
import {
  fieldErrorsOf,
  searchUserOptions,
  useCreateGroupMutation,
  useUpdateGroupMutation,
  type GroupCreate,
  type SecurityGroup,
} from '../../api/security';
import { SearchSelect, type SearchOption } from '../../components/SearchSelect';
import { useToasts } from '../../components/Toasts';
import { RolesSelect } from './IdsSelect';

interface GroupForm {
  name: string;
  label?: string | null;
  description?: string | null;
  roles: number[];
  users: SearchOption[];
}

/** Members of the group, searched on the server by username. */
function MembersSelect({
  value,
  onChange,
}: {
  value?: SearchOption[];
  onChange?: (v: SearchOption[]) => void;
}) {
  return (
    <SearchSelect
      value={value ?? []}
      onChange={(v) => onChange?.(v)}
      fetchOptions={searchUserOptions}
      dataTest="group-users"
      ariaLabel="Users"
      placeholder="Select users"
    />
  );
}

const orNull = (text: string | null | undefined) => (text?.trim() ? text : null);

/** Add (group = null) or edit a group: name, label, description, the roles it carries and its members. */
export function GroupModal({ group, onHide }: { group: SecurityGroup | null; onHide: () => void }) {
  const [form] = Form.useForm<GroupForm>();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [createGroup] = useCreateGroupMutation();
  const [updateGroup] = useUpdateGroupMutation();
  const [saving, setSaving] = useState(false);

  const save = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    const body: GroupCreate = {
      name: values.name,
      label: orNull(values.label),
      description: orNull(values.description),
      roles: values.roles,
      users: values.users.map((u) => u.value),
    };
    setSaving(true);
    try {
      if (group) await updateGroup({ id: group.id, body }).unwrap();
      else await createGroup(body).unwrap();
      addSuccessToast(
        group ? 'The group has been updated successfully.' : 'The group has been created successfully.',
      );
      onHide();
    } catch (e) {
      const fields = fieldErrorsOf(e).filter((f) => f.name in values);
      if (fields.length) form.setFields(fields as Parameters<typeof form.setFields>[0]);
      else addDangerToast(errorText(e));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title={group ? 'Edit Group' : 'Add Group'}
      onCancel={onHide}
      onOk={() => void save()}
      okText={group ? 'Save' : 'Add'}
      okButtonProps={{ loading: saving, ...({ 'data-test': 'group-modal-save' } as object) }}
      destroyOnHidden
      width={560}
    >
      <Form<GroupForm>
        form={form}
        layout="vertical"
        data-test="group-modal"
        initialValues={{
          name: group?.name ?? '',
          label: group?.label ?? '',
          description: group?.description ?? '',
          roles: group?.roles.map((r) => r.id) ?? [],
          users: group?.users.map((u) => ({ value: u.id, label: u.username })) ?? [],
        }}
      >
        <Form.Item
          name="name"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
        >
          <Input data-test="group-name" placeholder="Enter the group's name" maxLength={100} />
        </Form.Item>
        <Form.Item name="label" label="Label">
          <Input data-test="group-label" placeholder="Enter the group's label" maxLength={150} />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input data-test="group-description" placeholder="Enter the group's description" maxLength={512} />
        </Form.Item>
        <Form.Item name="roles" label="Roles" extra="Every member holds these roles.">
          <RolesSelect dataTest="group-roles" />
        </Form.Item>
        <Form.Item name="users" label="Users">
          <MembersSelect />
        </Form.Item>
      </Form>
    </Modal>
  );
}
