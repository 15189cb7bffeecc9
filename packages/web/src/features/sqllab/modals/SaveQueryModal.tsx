/** Save (or update) the tab's SQL as a saved query; the tab remembers which saved query it is. */
import { Button, Form, Input, Modal, type FormInstance } from 'antd';
import { useEffect } from 'react';
import {
  useCreateSavedQueryMutation,
  useUpdateSavedQueryMutation,
  type SavedQueryPayload,
} from '../../../api/savedQueries';
import { updateTabState } from '../../../api/sqllab';
import { useToasts } from '../../../components/Toasts';
import {
  QUERY_NOT_PROPERLY_SAVED,
  QUERY_NOT_SAVED,
  QUERY_NOT_UPDATED,
  QUERY_SAVED,
  QUERY_UPDATED,
} from '../state/messages';
import { useSqlLab } from '../state/SqlLabContext';
import { TagNamesSelect } from '../../tags/TagNamesSelect';
import { useObjectTagNames } from '../../tags/useObjectTagNames';
import type { QueryEditor } from '../state/types';

interface Fields {
  label: string;
  description: string;
}

/** Save as new, or update the saved query the tab came from; the tab then remembers it. */
function useSaveQuery(
  editor: QueryEditor,
  form: FormInstance<Fields>,
  onClose: () => void,
  afterSave: (id: number, asNew: boolean) => Promise<void>,
) {
  const { tabs, backend } = useSqlLab();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [create, createState] = useCreateSavedQueryMutation();
  const [update, updateState] = useUpdateSavedQueryMutation();
  const savedId = editor.savedQueryId ?? null;

  const payload = (f: Fields): SavedQueryPayload => ({
    label: f.label.trim(),
    description: f.description ?? '',
    db_id: editor.dbId!,
    catalog: editor.catalog,
    schema: editor.schema,
    sql: editor.sql,
    template_parameters: editor.templateParams,
  });

  const save = async (asNew: boolean) => {
    const f = await form.validateFields();
    if (!asNew && savedId !== null) {
      try {
        await update({ id: savedId, body: payload(f) }).unwrap();
        await afterSave(savedId, false);
        tabs.update(editor.id, { name: f.label.trim() });
        addSuccessToast(QUERY_UPDATED);
        onClose();
      } catch {
        addDangerToast(QUERY_NOT_UPDATED);
      }
      return;
    }
    let id: number;
    try {
      id = (await create(payload(f)).unwrap()).id;
    } catch {
      addDangerToast(QUERY_NOT_SAVED);
      return;
    }
    await afterSave(id, true);
    tabs.update(editor.id, { savedQueryId: id, name: f.label.trim() });
    onClose();
    if (backend && editor.remoteId !== null) {
      try {
        await updateTabState(editor.remoteId, { saved_query_id: id });
      } catch {
        addDangerToast(QUERY_NOT_PROPERLY_SAVED);
        return;
      }
    }
    addSuccessToast(QUERY_SAVED);
  };

  const busy = createState.isLoading || updateState.isLoading;
  return { save, busy };
}

export function SaveQueryModal({
  editor,
  open,
  onClose,
}: {
  editor: QueryEditor;
  open: boolean;
  onClose: () => void;
}) {
  const [form] = Form.useForm<Fields>();
  const savedId = editor.savedQueryId ?? null;
  const tags = useObjectTagNames('query', savedId, open);
  const { save, busy } = useSaveQuery(editor, form, onClose, tags.sync);

  useEffect(() => {
    if (open) form.setFieldsValue({ label: editor.name, description: '' });
  }, [open, editor.name, form]);

  return (
    <Modal
      open={open}
      title="Save query"
      onCancel={onClose}
      destroyOnHidden
      data-test="save-query-modal"
      footer={[
        <Button key="cancel" onClick={onClose}>
          Cancel
        </Button>,
        savedId !== null && (
          <Button key="new" onClick={() => void save(true)} loading={busy} data-test="save-as-new">
            Save as new
          </Button>
        ),
        <Button
          key="save"
          type="primary"
          onClick={() => void save(false)}
          loading={busy}
          data-test="save-query-confirm"
        >
          {savedId !== null ? 'Update' : 'Save'}
        </Button>,
      ]}
    >
      <Form form={form} layout="vertical" requiredMark={false}>
        <Form.Item
          name="label"
          label="Name"
          rules={[{ required: true, whitespace: true, message: 'Name is required' }]}
        >
          <Input data-test="saved-query-name" />
        </Form.Item>
        <Form.Item name="description" label="Description">
          <Input.TextArea rows={4} data-test="saved-query-description" />
        </Form.Item>
        {tags.enabled && (
          <Form.Item label="Tags">
            <TagNamesSelect value={tags.names} onChange={tags.setNames} dataTest="saved-query-tags" />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}
