/** What the right side shows for an item removed less than 5 s ago (Superset's RemovedFilter). */
import { Button, Typography } from 'antd';

export function RemovedItem({ divider, onRestore }: { divider: boolean; onRestore: () => void }) {
  return (
    <div
      data-test="removed-filter"
      style={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        height: 400,
        gap: 12,
      }}
    >
      <Typography.Text type="secondary">
        {divider ? 'You have removed this divider.' : 'You have removed this filter.'}
      </Typography.Text>
      <Button type="primary" data-test="restore-filter-button" onClick={onRestore}>
        {divider ? 'Restore Divider' : 'Restore Filter'}
      </Button>
    </div>
  );
}
