import { DeleteOutlined, EditOutlined } from '@ant-design/icons';
import { Button, Space, Tooltip } from 'antd';

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
      <Tooltip title="Edit">
        <Button
          type="text"
          size="small"
          aria-label="Edit"
          data-test={`${kind}-edit`}
          icon={<EditOutlined />}
          onClick={onEdit}
        />
      </Tooltip>
      <Tooltip title={`Delete ${kind}`}>
        <Button
          type="text"
          size="small"
          aria-label="Delete"
          data-test={`${kind}-delete`}
          icon={<DeleteOutlined />}
          onClick={onDelete}
        />
      </Tooltip>
    </Space>
  );
}
