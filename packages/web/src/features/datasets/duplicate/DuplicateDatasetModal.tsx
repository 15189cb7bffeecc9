/**
 * "Duplicate dataset" (Superset's DuplicateDatasetModal): the new name, then `POST duplicate`; the list
 * shows the copy. A failure (a name already taken) keeps the dialog open with a danger toast.
 */
import { Form, Input, Modal } from 'antd';
import { useState } from 'react';
import type { DatasetListItem } from '../../../api/datasets';
import { errorText } from '../../../api/errors';
import { useToasts } from '../../../components/Toasts';
import { duplicateBody, useDuplicateDatasetMutation } from './duplicateApi';

export const DUPLICATE_FAILED = 'There was an issue duplicating the selected datasets: %s';

export function DuplicateDatasetModal({ dataset, onHide }: { dataset: DatasetListItem; onHide: () => void }) {
  const [name, setName] = useState('');
  const { addSuccessToast, addDangerToast } = useToasts();
  const [duplicate, state] = useDuplicateDatasetMutation();
  const submit = async () => {
    try {
      await duplicate(duplicateBody(dataset.id, name)).unwrap();
      addSuccessToast(`Duplicated: ${name.trim()}`);
      onHide();
    } catch (e) {
      addDangerToast(DUPLICATE_FAILED.replace('%s', errorText(e)));
    }
  };
  return (
    <Modal
      open
      title="Duplicate dataset"
      onCancel={onHide}
      onOk={() => void submit()}
      okText="Duplicate"
      okButtonProps={{
        disabled: !name.trim(),
        loading: state.isLoading,
        'data-test': 'duplicate-dataset-ok',
      }}
    >
      <Form layout="vertical" component="div" data-test="duplicate-dataset-modal">
        <Form.Item label="New dataset name">
          <Input
            data-test="duplicate-dataset-name"
            aria-label="New dataset name"
            autoFocus
            value={name}
            maxLength={250}
            onChange={(e) => setName(e.target.value)}
            onPressEnter={() => name.trim() && void submit()}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
