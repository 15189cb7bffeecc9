import { Button, Form, Modal, Select } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { fetchCssTemplates, type CssTemplate } from '../../../api/dashboardActions';
import { CodeTextArea } from './CodeTextArea';

export interface CssEditorModalProps {
  css: string;
  /** Every keystroke: the page injects the CSS at once (live preview). */
  onChange: (css: string) => void;
  onHide: () => void;
}

/**
 * "Edit CSS": a live CSS editor with the CSS templates to start from. Changes apply as they are
 * typed and are saved with the dashboard; Cancel restores the CSS the dialog opened with.
 */
export function CssEditorModal({ css, onChange, onHide }: CssEditorModalProps) {
  const initial = useRef(css);
  const [templates, setTemplates] = useState<CssTemplate[]>([]);
  useEffect(() => {
    let live = true;
    void fetchCssTemplates().then((t) => {
      if (live) setTemplates(t);
    });
    return () => {
      live = false;
    };
  }, []);

  const cancel = () => {
    onChange(initial.current);
    onHide();
  };

  return (
    <Modal
      open
      title="Edit CSS"
      width={760}
      onCancel={cancel}
      footer={[
        <Button key="cancel" onClick={cancel} data-test="css-editor-cancel">
          Cancel
        </Button>,
        <Button key="apply" type="primary" onClick={onHide} data-test="css-editor-apply">
          Apply
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" data-test="css-editor-modal">
        {templates.length > 0 && (
          <Form.Item label="Load a CSS template">
            <Select<number>
              data-test="css-template-select"
              aria-label="Load a CSS template"
              placeholder="Select a template"
              options={templates.map((t) => ({ value: t.id, label: t.template_name }))}
              onChange={(id) => {
                const t = templates.find((x) => x.id === id);
                if (t) onChange(t.css);
              }}
            />
          </Form.Item>
        )}
        <Form.Item label="Live CSS editor" help="Changes show on the dashboard as you type.">
          <CodeTextArea
            data-test="css-editor"
            aria-label="CSS"
            value={css}
            onChange={(e) => onChange(e.target.value)}
            autoSize={{ minRows: 12, maxRows: 24 }}
            placeholder=".dashboard-header { background: #fafafa; }"
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
