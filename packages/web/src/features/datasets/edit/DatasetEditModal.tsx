/** The dataset list's "Edit": reads the dataset, then opens the dataset editor on it. */
import { Modal } from 'antd';
import { useGetDatasetQuery } from '../../../api/datasets';
import { errorText } from '../../../api/errors';
import { DatasetEditModal as DatasetEditorModal } from '../../../components/DatasetEditor';
import { ErrorPanel } from '../../../components/ErrorPanel';
import { Loading } from '../../../components/Loading';

export function DatasetEditModal({ datasetId, onHide }: { datasetId: number; onHide: () => void }) {
  const dataset = useGetDatasetQuery(datasetId, { refetchOnMountOrArgChange: true });
  if (!dataset.data) {
    return (
      <Modal open title="Edit Dataset" width={900} onCancel={onHide} footer={null}>
        {dataset.error ? <ErrorPanel message={errorText(dataset.error)} /> : <Loading />}
      </Modal>
    );
  }
  return <DatasetEditorModal dataset={dataset.data} onHide={onHide} />;
}
