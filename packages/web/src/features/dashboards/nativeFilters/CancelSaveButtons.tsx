/** Cancel and Save at the bottom of the filter dialogs (filter configuration, cross-filter scoping). */
import { Button, Space } from 'antd';

interface CancelSaveButtonsProps {
  onCancel: () => void;
  onSave: () => void;
  saving: boolean;
  disabled?: boolean;
  /** data-test of the Cancel button, of the Save button. */
  cancelTest?: string;
  saveTest: string;
}

export function CancelSaveButtons(p: CancelSaveButtonsProps) {
  return (
    <Space>
      <Button onClick={p.onCancel} data-test={p.cancelTest}>
        Cancel
      </Button>
      <Button
        type="primary"
        data-test={p.saveTest}
        disabled={p.disabled}
        loading={p.saving}
        onClick={p.onSave}
      >
        Save
      </Button>
    </Space>
  );
}
