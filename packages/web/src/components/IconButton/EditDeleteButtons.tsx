import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { IconButton } from './IconButton';

export interface EditDeleteButtonsProps {
  /** What the row is ("user", "database"): the Delete tooltip and both test ids (`<kind>-edit`, `<kind>-delete`). */
  kind: string;
  onEdit: () => void;
  onDelete: () => void;
}

/** A list row's Edit and "Delete <kind>" buttons. */
export function EditDeleteButtons({ kind, onEdit, onDelete }: EditDeleteButtonsProps) {
  return (
    <Space size={0}>
      <IconButton title="Edit" data-test={`${kind}-edit`} icon={<EditOutlined />} onClick={onEdit} />
      <IconButton
        title={`Delete ${kind}`}
        aria-label="Delete"
        data-test={`${kind}-delete`}
        icon={<DeleteOutlined />}
        onClick={onDelete}
      />
    </Space>
  );
}
