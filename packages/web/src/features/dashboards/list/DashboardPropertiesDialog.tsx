/**
 * "Edit" on a row or card of the Dashboards list: the dashboard's properties dialog, the one its
 * header opens, on the dashboard as stored now (fetched afresh each time it opens). Saving refreshes
 * the list.
 */
import { Alert, Modal, Spin } from 'antd';
import { useGetDashboardQuery } from '../../../api/dashboards';
import { errorText } from '../../../api/errors';
import { useFeatureFlags } from '../header/featureFlags';
import { PropertiesModal } from '../header/PropertiesModal';

export interface DashboardPropertiesDialogProps {
  dashboardId: number;
  onHide: () => void;
  onSaved: () => void;
}

export function DashboardPropertiesDialog({ dashboardId, onHide, onSaved }: DashboardPropertiesDialogProps) {
  const flags = useFeatureFlags();
  const detail = useGetDashboardQuery(String(dashboardId), { refetchOnMountOrArgChange: true });
  if (detail.data && !detail.isFetching) {
    return <PropertiesModal dashboard={detail.data} flags={flags} onHide={onHide} onSaved={onSaved} />;
  }
  return (
    <Modal open title="Dashboard properties" width={720} onCancel={onHide} footer={null}>
      {detail.isError ? (
        <Alert type="error" showIcon title={errorText(detail.error)} data-test="properties-load-error" />
      ) : (
        <Spin data-test="properties-loading" />
      )}
    </Modal>
  );
}
