/**
 * The dataset editor (Superset's DatasourceEditor): Source, Metrics, Columns, Calculated columns and
 * Settings tabs over one draft. Explore's datasource menu and the dataset list both open it.
 */
import { Form, Tabs } from 'antd';
import type { ExploreDataset } from '../../api/explore';
import { ColumnsEditor, isCalculated } from './ColumnsEditor';
import type { DatasetDraft, DraftColumn } from './datasetDraft';
import { MetricsEditor } from './MetricsEditor';
import { SettingsTab } from './SettingsTab';
import { SourceTab } from './SourceTab';

export function DatasetEditor({
  draft,
  onChange,
  errors,
  disabled,
}: {
  draft: DatasetDraft;
  onChange: (update: (draft: DatasetDraft) => DatasetDraft) => void;
  /** Field → message of the settings that cannot be saved as typed. */
  errors: Record<string, string>;
  /** A dataset managed externally is shown, not edited. */
  disabled: boolean;
}) {
  const setDraft = (patch: Partial<DatasetDraft>) => onChange((x) => ({ ...x, ...patch }));
  const setDataset = (patch: Partial<ExploreDataset>) =>
    onChange((x) => ({ ...x, dataset: { ...x.dataset, ...patch } }));
  const setColumns = (columns: DraftColumn[]) => setDraft({ columns });
  const columns = (calculated: boolean) => (
    <ColumnsEditor calculated={calculated} columns={draft.columns} onChange={setColumns} />
  );
  const calculatedCount = draft.columns.filter(isCalculated).length;
  const tab = { draft, errors, setDataset };
  return (
    <Form layout="vertical" component="div" disabled={disabled}>
      <Tabs
        items={[
          { key: 'source', label: 'Source', children: <SourceTab {...tab} /> },
          {
            key: 'metrics',
            label: `Metrics (${draft.metrics.length})`,
            children: <MetricsEditor metrics={draft.metrics} onChange={(metrics) => setDraft({ metrics })} />,
          },
          {
            key: 'columns',
            label: `Columns (${draft.columns.length - calculatedCount})`,
            children: columns(false),
          },
          {
            key: 'calculated',
            label: `Calculated columns (${calculatedCount})`,
            children: columns(true),
          },
          { key: 'settings', label: 'Settings', children: <SettingsTab {...tab} setDraft={setDraft} /> },
        ]}
      />
    </Form>
  );
}
