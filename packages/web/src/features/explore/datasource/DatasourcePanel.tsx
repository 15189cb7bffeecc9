/**
 * The datasource panel: the dataset's name with its menu (Edit dataset, Swap dataset, View in SQL
 * Lab), a search box, and its metrics and columns, which drag into the controls.
 */
import { DatabaseOutlined, MoreOutlined, SearchOutlined } from '@ant-design/icons';
import { Alert, Button, Collapse, Dropdown, Input, Tooltip, Typography, theme } from 'antd';
import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { useGetMyRolesQuery } from '../../../api/auth';
import type { ExploreDataset } from '../../../api/explore';
import { lazyNamed } from '../../../components/lazyNamed';
import { useExploreController } from '../state/ExploreContext';
import { DatasourceItem } from './DatasourceItem';
import { canOpenSqlLab, searchDatasource, sqlLabUrl } from './datasourceSearch';

const DatasetEditModal = lazyNamed(() => import('../../../components/DatasetEditor'), 'DatasetEditModal');
const SwapDatasetModal = lazy(() => import('./SwapDatasetModal'));

type PanelModal = 'edit' | 'swap' | null;

/** The edit and swap dialogs; `dataset` is null when the chart's dataset is missing. */
function DatasetModals({
  dataset,
  modal,
  setModal,
}: {
  dataset: ExploreDataset | null;
  modal: PanelModal;
  setModal: (m: PanelModal) => void;
}) {
  const c = useExploreController();
  return (
    <Suspense fallback={null}>
      {modal === 'edit' && dataset && (
        <DatasetEditModal
          dataset={dataset}
          onHide={() => setModal(null)}
          onSaved={() => void c.reloadDataset()}
        />
      )}
      {modal === 'swap' && (
        <SwapDatasetModal
          currentId={dataset?.id ?? 0}
          onHide={() => setModal(null)}
          onSwapped={(d) => {
            c.setDataset(d);
            setModal(null);
          }}
        />
      )}
    </Suspense>
  );
}

function MissingDataset({ modal, setModal }: { modal: PanelModal; setModal: (m: PanelModal) => void }) {
  const { token } = theme.useToken();
  return (
    <div data-test="datasource-panel" style={{ padding: token.paddingSM }}>
      <Alert
        type="warning"
        showIcon
        title="Missing dataset"
        description="The dataset linked to this chart may have been deleted."
        action={
          <Button size="small" data-test="swap-dataset" onClick={() => setModal('swap')}>
            Swap dataset
          </Button>
        }
      />
      <DatasetModals dataset={null} modal={modal} setModal={setModal} />
    </div>
  );
}

/** The dataset's name (database and schema on hover) and its menu. */
function DatasourceHeader({
  dataset,
  setModal,
}: {
  dataset: ExploreDataset;
  setModal: (m: PanelModal) => void;
}) {
  const { token } = theme.useToken();
  const roles = useGetMyRolesQuery();
  const menu = [
    // A SQL Lab query is not a dataset yet: saving the chart saves it as one.
    ...(dataset.type === 'query'
      ? []
      : [
          {
            key: 'edit',
            label: <span data-test="edit-dataset">Edit dataset</span>,
            disabled: Boolean(dataset.is_managed_externally),
            onClick: () => setModal('edit'),
          },
        ]),
    {
      key: 'swap',
      label: <span data-test="swap-dataset">Swap dataset</span>,
      onClick: () => setModal('swap'),
    },
    ...(canOpenSqlLab(roles.data) && dataset.type !== 'query'
      ? [
          {
            key: 'sqllab',
            label: (
              <Link to={sqlLabUrl(dataset)} data-test="view-in-sqllab">
                View in SQL Lab
              </Link>
            ),
          },
        ]
      : []),
  ];
  const where = dataset.database
    ? `${dataset.database.database_name}${dataset.schema ? ` / ${dataset.schema}` : ''}`
    : undefined;
  return (
    <div
      style={{
        display: 'flex',
        alignItems: 'center',
        gap: 8,
        padding: token.paddingSM,
        borderBottom: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <DatabaseOutlined style={{ color: token.colorTextTertiary }} />
      <Tooltip title={where}>
        <Typography.Text strong ellipsis data-test="datasource-name" style={{ flex: 1 }}>
          {dataset.table_name}
        </Typography.Text>
      </Tooltip>
      <Dropdown menu={{ items: menu }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          size="small"
          aria-label="Dataset menu"
          data-test="datasource-menu-trigger"
          icon={<MoreOutlined />}
        />
      </Dropdown>
    </div>
  );
}

/** A section of the panel: its title with how many of the dataset's items the search shows. */
const section = (key: string, title: string, shown: number, total: number, children: ReactNode) => ({
  key,
  label: (
    <span>
      {title}{' '}
      <Typography.Text type="secondary">
        {shown === total ? `${total}` : `Showing ${shown} of ${total}`}
      </Typography.Text>
    </span>
  ),
  children,
});

export function DatasourcePanel() {
  const { token } = theme.useToken();
  const c = useExploreController();
  const dataset = c.state.dataset;
  const [search, setSearch] = useState('');
  const [modal, setModal] = useState<PanelModal>(null);
  const found = useMemo(
    () => searchDatasource(dataset?.columns ?? [], dataset?.metrics ?? [], search),
    [dataset, search],
  );
  if (!dataset) return <MissingDataset modal={modal} setModal={setModal} />;
  const metrics = found.metrics.map((m) => (
    <DatasourceItem key={m.metric_name} item={{ kind: 'metric', metric: m }} />
  ));
  const columns = found.columns.map((col) => (
    <DatasourceItem key={col.column_name} item={{ kind: 'column', column: col }} />
  ));
  return (
    <div
      data-test="datasource-panel"
      style={{ display: 'flex', flexDirection: 'column', height: '100%', minHeight: 0 }}
    >
      <DatasourceHeader dataset={dataset} setModal={setModal} />
      <div style={{ padding: token.paddingSM }}>
        <Input
          data-test="datasource-search"
          allowClear
          size="small"
          prefix={<SearchOutlined />}
          placeholder="Search Metrics & Columns"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <div style={{ flex: 1, minHeight: 0, overflowY: 'auto', padding: `0 ${token.paddingXS}px` }}>
        <Collapse
          ghost
          size="small"
          defaultActiveKey={['metrics', 'columns']}
          items={[
            section('metrics', 'Metrics', found.metrics.length, dataset.metrics.length, metrics),
            section('columns', 'Columns', found.columns.length, dataset.columns.length, columns),
          ]}
        />
      </div>
      <DatasetModals dataset={dataset} modal={modal} setModal={setModal} />
    </div>
  );
}
