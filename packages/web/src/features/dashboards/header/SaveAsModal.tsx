import { Checkbox, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useCopyDashboardMutation } from '../../../api/dashboardActions';
import { errorText, sprintf } from '../../../api/errors';
import type { DashboardDetail } from '../../../api/types';
import { useToasts } from '../../../components/Toasts';
import { SAVE_FAILED, SAVE_SUCCEEDED, copyPayload, copyTitle } from './saveAs';

export interface SaveAsModalProps {
  dashboard: DashboardDetail;
  css: string;
  onHide: () => void;
}

/** "Save as": a copy of the dashboard under a new title, optionally with copies of its charts. */
export function SaveAsModal({ dashboard, css, onHide }: SaveAsModalProps) {
  const navigate = useNavigate();
  const { addSuccessToast, addDangerToast } = useToasts();
  const [copy, { isLoading }] = useCopyDashboardMutation();
  const [title, setTitle] = useState(() => copyTitle(dashboard.dashboard_title));
  const [duplicate, setDuplicate] = useState(false);

  const save = async () => {
    try {
      const r = await copy({
        id: dashboard.id,
        body: copyPayload(dashboard, title, css, duplicate),
      }).unwrap();
      addSuccessToast(SAVE_SUCCEEDED);
      onHide();
      void navigate(`/superset/dashboard/${r.id}/`);
    } catch (e) {
      addDangerToast(sprintf(SAVE_FAILED, errorText(e)));
    }
  };

  return (
    <Modal
      open
      title="Save dashboard"
      onCancel={onHide}
      onOk={() => void save()}
      okText="Save"
      okButtonProps={{ loading: isLoading, ...({ 'data-test': 'save-as-save' } as object) }}
      cancelButtonProps={{ ...({ 'data-test': 'save-as-cancel' } as object) }}
    >
      <Form layout="vertical" component="div" data-test="save-as-modal">
        <Form.Item label="Save as">
          <Input
            data-test="save-as-title"
            aria-label="New dashboard title"
            value={title}
            autoFocus
            onChange={(e) => setTitle(e.target.value)}
            onPressEnter={() => void save()}
          />
        </Form.Item>
        <Checkbox
          data-test="save-as-duplicate"
          checked={duplicate}
          onChange={(e) => setDuplicate(e.target.checked)}
        >
          also copy (duplicate) charts
        </Checkbox>
      </Form>
    </Modal>
  );
}
