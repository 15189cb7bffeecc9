import { EditOutlined, RedoOutlined, UndoOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';
import type { DashboardHeaderProps } from './types';

export type EditControlsProps = Pick<
  DashboardHeaderProps,
  | 'editMode'
  | 'canEdit'
  | 'hasUnsavedChanges'
  | 'canUndo'
  | 'canRedo'
  | 'undoLimitReached'
  | 'onUndo'
  | 'onRedo'
  | 'onEdit'
  | 'onDiscard'
  | 'onSave'
  | 'isSaving'
>;

/** "Edit dashboard" for editors; in edit mode Undo, Redo, Discard and Save. */
export function EditControls(p: EditControlsProps) {
  if (!p.editMode) {
    if (!p.canEdit) return null;
    return (
      <Button data-test="edit-dashboard-button" icon={<EditOutlined />} onClick={p.onEdit}>
        Edit dashboard
      </Button>
    );
  }
  return (
    <Space size="small" data-test="dashboard-edit-actions">
      <Tooltip
        title={p.undoLimitReached ? 'All undo slots are used: save to reset the history.' : 'Undo the action'}
      >
        <Button
          type="text"
          aria-label="Undo"
          data-test="undo-action"
          data-limit-reached={p.undoLimitReached}
          icon={<UndoOutlined />}
          disabled={!p.canUndo}
          danger={p.undoLimitReached}
          onClick={p.onUndo}
        />
      </Tooltip>
      <Tooltip title="Redo the action">
        <Button
          type="text"
          aria-label="Redo"
          data-test="redo-action"
          icon={<RedoOutlined />}
          disabled={!p.canRedo}
          onClick={p.onRedo}
        />
      </Tooltip>
      <Button data-test="discard-changes-button" onClick={p.onDiscard} disabled={p.isSaving}>
        Discard
      </Button>
      <Button
        type="primary"
        data-test="header-save-button"
        loading={p.isSaving}
        disabled={!p.hasUnsavedChanges || p.isSaving}
        onClick={p.onSave}
      >
        Save
      </Button>
    </Space>
  );
}
