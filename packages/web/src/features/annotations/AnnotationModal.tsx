/**
 * "Add annotation" / "Edit annotation" (Superset's AnnotationModal): the name (short description),
 * the start and end date-times, the description and the JSON metadata. Add/Save is enabled once the
 * name and both dates are set; the server's rules (end after start, unique name) come back as
 * messages under the form.
 */
import { Alert, Button, Form, Input, Modal, Space } from 'antd';
import { useState } from 'react';
import { errorText } from '../../api/errors';
import { useToasts } from '../../components/Toasts';
import {
  useCreateAnnotationMutation,
  useGetAnnotationQuery,
  useUpdateAnnotationMutation,
  type AnnotationBody,
  type AnnotationDetail,
} from './annotationApi';

/** The date-time inputs' value (`YYYY-MM-DDTHH:mm`) of the API's naive UTC date-time. */
const inputValue = (dttm: string | null | undefined) => (dttm ? dttm.slice(0, 16) : '');

export const annotationBody = (d: AnnotationBody): AnnotationBody => ({
  ...d,
  short_descr: d.short_descr.trim(),
  json_metadata: d.json_metadata?.trim() ? d.json_metadata : null,
});

export const canSaveAnnotation = (d: AnnotationBody) =>
  d.short_descr.trim() !== '' && d.start_dttm !== '' && d.end_dttm !== '';

/** The dialog's fields: name, start and end (UTC), description, JSON metadata; the save error. */
function AnnotationFields({
  draft,
  set,
  error,
}: {
  draft: AnnotationBody;
  set: (patch: Partial<AnnotationBody>) => void;
  error: string | null;
}) {
  return (
    <Form layout="vertical" component="div" data-test="annotation-modal">
      <Form.Item label="Name" required>
        <Input
          aria-label="Name"
          data-test="annotation-name-input"
          value={draft.short_descr}
          maxLength={500}
          onChange={(e) => set({ short_descr: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="Date (UTC)" required>
        <Space.Compact block>
          <Input
            type="datetime-local"
            aria-label="Start"
            data-test="annotation-start-input"
            value={draft.start_dttm}
            onChange={(e) => set({ start_dttm: e.target.value })}
          />
          <Input
            type="datetime-local"
            aria-label="End"
            data-test="annotation-end-input"
            value={draft.end_dttm}
            onChange={(e) => set({ end_dttm: e.target.value })}
          />
        </Space.Compact>
      </Form.Item>
      <Form.Item label="Description">
        <Input.TextArea
          aria-label="Description"
          value={draft.long_descr ?? ''}
          autoSize={{ minRows: 3, maxRows: 8 }}
          placeholder="Description (this can be seen in the list)"
          onChange={(e) => set({ long_descr: e.target.value })}
        />
      </Form.Item>
      <Form.Item label="JSON metadata">
        <Input.TextArea
          aria-label="JSON metadata"
          style={{ fontFamily: 'monospace' }}
          value={draft.json_metadata ?? ''}
          autoSize={{ minRows: 3, maxRows: 8 }}
          onChange={(e) => set({ json_metadata: e.target.value })}
        />
      </Form.Item>
      {error && <Alert type="error" showIcon title={error} data-test="annotation-save-error" />}
    </Form>
  );
}

function AnnotationForm({
  layerId,
  annotation,
  onHide,
}: {
  layerId: number;
  annotation: AnnotationDetail | null;
  onHide: () => void;
}) {
  const { addSuccessToast } = useToasts();
  const [draft, setDraft] = useState<AnnotationBody>({
    short_descr: annotation?.short_descr ?? '',
    long_descr: annotation?.long_descr ?? '',
    start_dttm: inputValue(annotation?.start_dttm),
    end_dttm: inputValue(annotation?.end_dttm),
    json_metadata: annotation?.json_metadata ?? '',
  });
  const [error, setError] = useState<string | null>(null);
  const [create, created] = useCreateAnnotationMutation();
  const [update, updated] = useUpdateAnnotationMutation();
  const set = (patch: Partial<AnnotationBody>) => setDraft((d) => ({ ...d, ...patch }));
  const save = async () => {
    setError(null);
    try {
      const body = annotationBody(draft);
      if (annotation) await update({ layerId, id: annotation.id, body }).unwrap();
      else await create({ layerId, body }).unwrap();
      addSuccessToast(annotation ? 'Annotation updated' : 'Annotation added');
      onHide();
    } catch (e) {
      setError(errorText(e));
    }
  };
  return (
    <Modal
      open
      title={annotation ? 'Edit annotation' : 'Add annotation'}
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
          disabled={!canSaveAnnotation(draft)}
          onClick={() => void save()}
          data-test="annotation-modal-save"
        >
          {annotation ? 'Save' : 'Add'}
        </Button>,
      ]}
    >
      <AnnotationFields draft={draft} set={set} error={error} />
    </Modal>
  );
}

/** The dialog for a new annotation, or for one fetched with its JSON metadata before editing. */
export function AnnotationModal({
  layerId,
  annotationId,
  onHide,
}: {
  layerId: number;
  annotationId: number | null;
  onHide: () => void;
}) {
  const { data } = useGetAnnotationQuery(
    annotationId === null ? { layerId, id: -1 } : { layerId, id: annotationId },
    {
      skip: annotationId === null,
    },
  );
  if (annotationId !== null && !data) return null;
  return (
    <AnnotationForm layerId={layerId} annotation={annotationId === null ? null : data!} onHide={onHide} />
  );
}
