import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Space } from 'antd';
import { RowAction } from '../../components/ResourceList';

/** Edit and delete buttons of a security list row. */
export function RowActions({
  kind,
  onEdit,
  onDelete,
}: {
  kind: 'user' | 'role';
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <Space size={0}>
      <RowAction title="Edit" testId={`${kind}-edit`} icon={<EditOutlined />} onClick={onEdit} />
      <RowAction
        title={`Delete ${kind}`}
        label="Delete"
        testId={`${kind}-delete`}
        icon={<DeleteOutlined />}
        onClick={onDelete}
      />
    </Space>
  );
}
