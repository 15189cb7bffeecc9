/** A home panel's buttons: "+ <object>" (with can_write) and "View All »". */
import { PlusOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { Link } from 'react-router';

export function PanelButtons({
  createLabel,
  onCreate,
  createTestId,
  viewAll,
}: {
  createLabel: string;
  /** Absent: the user may not create one. */
  onCreate?: () => void;
  createTestId: string;
  viewAll: string;
}) {
  return (
    <>
      {onCreate && (
        <Button size="small" type="text" icon={<PlusOutlined />} onClick={onCreate} data-test={createTestId}>
          {createLabel}
        </Button>
      )}
      <Link to={viewAll} data-test="home-view-all">
        <Button size="small" type="link">
          View All »
        </Button>
      </Link>
    </>
  );
}
