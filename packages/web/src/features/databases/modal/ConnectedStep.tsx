import { CheckCircleFilled } from '@ant-design/icons';
import { Button, Typography, theme } from 'antd';
import { useNavigate } from 'react-router';
import type { DatabaseDetail } from '../../../api/databases';
import { StepHeader } from './StepHeader';

/** Step 3: the database is saved; go on to create a dataset or query it in SQL Lab. */
export function ConnectedStep({
  database,
  onNavigate,
}: {
  database: DatabaseDetail;
  onNavigate: () => void;
}) {
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const go = (path: string, state?: unknown) => {
    onNavigate();
    void navigate(path, state === undefined ? undefined : { state });
  };
  return (
    <div data-test="database-connected">
      <StepHeader step={3} title="Database connected" />
      <div style={{ display: 'flex', gap: 12, alignItems: 'flex-start', marginBottom: token.marginLG }}>
        <CheckCircleFilled style={{ color: token.colorSuccess, fontSize: 24, marginTop: 2 }} />
        <Typography.Paragraph style={{ margin: 0 }}>
          <strong>{database.database_name}</strong> is connected. Create a dataset to begin visualizing your
          data as a chart or go to SQL Lab to query your data.
        </Typography.Paragraph>
      </div>
      <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
        <Button
          type="primary"
          data-test="create-dataset-from-database"
          onClick={() =>
            go('/dataset/add/', {
              db: {
                id: database.id,
                database_name: database.database_name,
                backend: database.backend,
                allow_multi_catalog: database.allow_multi_catalog,
              },
            })
          }
        >
          Create dataset
        </Button>
        {/* "Query data in SQL Lab" joins here when SQL Lab exists. */}
      </div>
    </div>
  );
}
