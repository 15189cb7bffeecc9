/**
 * "Add CSS template" / "Edit CSS template properties" (Superset's CssTemplateModal): the name and the
 * CSS, in the code text area the dashboard's CSS editor uses; Add/Save is enabled once both are
 * filled. A failed save keeps the dialog open with the server's message.
 */
import { Alert, Button, Form, Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors';
import { useToasts } from '../../components/Toasts';
import { CodeTextArea } from '../dashboards/header/CodeTextArea';
import {
  useCreateCssTemplateMutation,
  useUpdateCssTemplateMutation,
  type CssTemplate,
} from './cssTemplateApi';

export interface CssTemplateDraft {
  template_name: string;
  css: string;
}

/** The body a save sends: the trimmed name and the CSS as typed. */
export const cssTemplateBody = (d: CssTemplateDraft): CssTemplateDraft => ({
  template_name: d.template_name.trim(),
  css: d.css,
});

export const canSaveCssTemplate = (d: CssTemplateDraft) =>
  d.template_name.trim() !== '' && d.css.trim() !== '';

export function CssTemplateModal({ template, onHide }: { template: CssTemplate | null; onHide: () => void }) {
  const { addSuccessToast } = useToasts();
  const [draft, setDraft] = useState<CssTemplateDraft>({
    template_name: template?.template_name ?? '',
    css: template?.css ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [create, created] = useCreateCssTemplateMutation();
  const [update, updated] = useUpdateCssTemplateMutation();
  const saving = created.isLoading || updated.isLoading;
  const save = async () => {
    setError(null);
    try {
      if (template) await update({ id: template.id, body: cssTemplateBody(draft) }).unwrap();
      else await create(cssTemplateBody(draft)).unwrap();
      addSuccessToast(template ? 'CSS template updated' : 'CSS template added');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Modal
      open
      title={template ? 'Edit CSS template properties' : 'Add CSS template'}
      width={720}
      onCancel={onHide}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onHide} data-test="css-template-modal-cancel">
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={saving}
          disabled={!canSaveCssTemplate(draft)}
          onClick={() => void save()}
          data-test="css-template-modal-save"
        >
          {template ? 'Save' : 'Add'}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" data-test="css-template-modal">
        <Typography.Title level={5}>Basic information</Typography.Title>
        <Form.Item label="Name" required>
          <Input
            data-test="css-template-name-input"
            aria-label="Name"
            value={draft.template_name}
            maxLength={250}
            onChange={(e) => setDraft({ ...draft, template_name: e.target.value })}
          />
        </Form.Item>
        <Form.Item label="css" required>
          <CodeTextArea
            data-test="css-template-css"
            aria-label="CSS"
            value={draft.css}
            onChange={(e) => setDraft({ ...draft, css: e.target.value })}
            autoSize={{ minRows: 12, maxRows: 24 }}
            placeholder=".dashboard-header { background: #fafafa; }"
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} data-test="css-template-save-error" />}
      </Form>
    </Modal>
  );
}
