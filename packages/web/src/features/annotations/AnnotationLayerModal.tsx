/**
 * "Add annotation layer" / "Edit annotation layer properties" (Superset's AnnotationLayerModal): the
 * layer's name (required) and description. A failed save keeps the dialog open with the message.
 */
import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors';
import { useToasts } from '../../components/Toasts';
import {
  useCreateAnnotationLayerMutation,
  useUpdateAnnotationLayerMutation,
  type AnnotationLayer,
} from './annotationApi';

export function AnnotationLayerModal({
  layer,
  onHide,
}: {
  layer: AnnotationLayer | null;
  onHide: () => void;
}) {
  const { addSuccessToast } = useToasts();
  const [name, setName] = useState(layer?.name ?? '');
  const [descr, setDescr] = useState(layer?.descr ?? '');
  const [error, setError] = useState<string | null>(null);
  const [create, created] = useCreateAnnotationLayerMutation();
  const [update, updated] = useUpdateAnnotationLayerMutation();
  const save = async () => {
    setError(null);
    const body = { name: name.trim(), descr };
    try {
      if (layer) await update({ id: layer.id, body }).unwrap();
      else await create(body).unwrap();
      addSuccessToast(layer ? 'Annotation layer updated' : 'Annotation layer added');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Modal
      open
      title={layer ? 'Edit annotation layer properties' : 'Add annotation layer'}
      onCancel={onHide}
      maskClosable={false}
      footer={[
        <Button key="cancel" onClick={onHide}>
          Cancel
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={created.isLoading || updated.isLoading}
          disabled={name.trim() === ''}
          onClick={() => void save()}
          data-test="annotation-layer-modal-save"
        >
          {layer ? 'Save' : 'Add'}
        </Button>,
      ]}
    >
      <Form layout="vertical" component="div" data-test="annotation-layer-modal">
        <Form.Item label="Annotation layer name" required>
          <Input
            aria-label="Annotation layer name"
            data-test="annotation-layer-name-input"
            value={name}
            maxLength={250}
            onChange={(e) => setName(e.target.value)}
          />
        </Form.Item>
        <Form.Item label="Description">
          <Input.TextArea
            aria-label="Description"
            data-test="annotation-layer-descr-input"
            value={descr}
            autoSize={{ minRows: 3, maxRows: 8 }}
            placeholder="Description (this can be seen in the list)"
            onChange={(e) => setDescr(e.target.value)}
          />
        </Form.Item>
        {error && <Alert type="error" showIcon title={error} data-test="annotation-layer-save-error" />}
      </Form>
    </Modal>
  );
}
