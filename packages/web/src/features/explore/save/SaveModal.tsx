/**
 * "Save chart": overwrite (owners only: can_overwrite) or save as new, the chart name, and a
 * dashboard to add it to — existing, or typed and created on the fly. A chart explored on a SQL Lab
 * query also asks for a dataset name: the query is saved as that virtual dataset first. Save stays
 * disabled, with the reason, while a required name is empty. After saving, explore opens the saved
 * chart (`?slice_id=`), or its dashboard with "Save & go to dashboard".
 */
import type { QueryContext } from '@meridian/core';
import { InfoCircleOutlined } from '@ant-design/icons';
import { Button, Form, Input, Modal, Radio, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { createChart, getChartDashboardIds, invalidateChartList, updateChart } from '../../../api/charts';
import { useCreateDatasetMutation } from '../../../api/datasets';
import { createDashboard } from '../../../api/explore';
import { buildChartQueryContext } from '../../../components/ChartRenderer';
import { useToasts } from '../../../components/Toasts';
import { SaveFailureAlert, saveFailure, type SaveFailure } from '../../../components/SaveFailure';
import type { ExploreController } from '../state/useExplore';
import { DashboardSelect } from './DashboardSelect';
import { DATASET_NAME_TOOLTIP, onDataset, queryDatasetBody, saveDisabledReason } from './queryDataset';
import { chartSaveBody, saveToasts, type DashboardChoice, type SaveAction } from './saveChart';

/** Creates the new dashboard if one was typed, then creates or overwrites the chart on it. */
async function persistChart(p: {
  state: ExploreController['state'];
  name: string;
  action: SaveAction;
  dashboard: DashboardChoice;
  formData: ExploreController['state']['formData'];
  queryContext: QueryContext;
  datasetId: number;
}) {
  const { state, dashboard } = p;
  let dashboardId: number | null = null;
  if (dashboard && 'newTitle' in dashboard)
    dashboardId = (await createDashboard(dashboard.newTitle.trim())).id;
  else if (dashboard) dashboardId = dashboard.id;
  const sliceId = p.action === 'overwrite' ? (state.slice?.slice_id ?? null) : null;
  const existing = sliceId ? await getChartDashboardIds(sliceId) : [];
  const body = chartSaveBody({
    sliceName: p.name,
    formData: p.formData,
    queryContext: p.queryContext,
    datasetId: p.datasetId,
    dashboardIds: dashboardId ? [...existing, dashboardId] : existing,
  });
  const saved = sliceId ? await updateChart(sliceId, body) : await createChart(body);
  return { saved, dashboardId };
}

/** The dataset name asked for when the chart is on a SQL Lab query (Superset's "Dataset Name"). */
function DatasetNameField({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  return (
    <Form.Item
      required
      label={
        <span>
          Dataset Name{' '}
          <Tooltip title={DATASET_NAME_TOOLTIP} placement="right">
            <InfoCircleOutlined data-test="info-tooltip-icon" />
          </Tooltip>
        </span>
      }
      style={{ marginBottom: 0 }}
    >
      <Input
        name="dataset_name"
        data-test="new-dataset-name"
        placeholder="Dataset Name"
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Form.Item>
  );
}

/** Overwrite or save as, the chart's name (and the dataset's) and the dashboard to add it to. */
function SaveFields(p: {
  action: SaveAction;
  setAction: (a: SaveAction) => void;
  canOverwrite: boolean;
  name: string;
  setName: (n: string) => void;
  datasetName: string | null;
  setDatasetName: (n: string) => void;
  dashboard: DashboardChoice;
  setDashboard: (d: DashboardChoice) => void;
}) {
  const { action, setAction, canOverwrite, name, setName, dashboard, setDashboard } = p;
  return (
    <Form layout="vertical" component="div" requiredMark>
      <Radio.Group value={action} onChange={(e) => setAction(e.target.value as SaveAction)}>
        <Radio value="overwrite" disabled={!canOverwrite} data-test="save-overwrite-radio">
          Save (Overwrite)
        </Radio>
        <Radio value="saveas" data-test="saveas-radio">
          Save as...
        </Radio>
      </Radio.Group>
      <Form.Item required label="Chart name" style={{ margin: '12px 0' }}>
        <Input
          data-test="new-chart-name"
          placeholder="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </Form.Item>
      {p.datasetName !== null && <DatasetNameField value={p.datasetName} onChange={p.setDatasetName} />}
      <Form.Item label="Add to dashboard" style={{ margin: '12px 0 0' }}>
        <DashboardSelect value={dashboard} onChange={setDashboard} />
      </Form.Item>
    </Form>
  );
}

/** A footer button that, while disabled, says why (antd tooltips need a wrapper on disabled buttons). */
function Explained({ reason, children }: { reason: string | null; children: ReactNode }) {
  return (
    <Tooltip title={reason}>
      <span
        data-test="save-disabled-reason"
        data-reason={reason ?? ''}
        style={{ display: 'inline-block', marginInlineStart: 8 }}
      >
        {children}
      </span>
    </Tooltip>
  );
}

/**
 * The dataset the chart goes on and the form data on it: explore's dataset, or for a SQL Lab query
 * the virtual dataset saved first under the given name (reused if the chart save then failed).
 */
function useChartTarget(
  controller: ExploreController,
  queryContext: () => QueryContext,
  datasetName: string,
) {
  const { state } = controller;
  const [createDataset] = useCreateDatasetMutation();
  const savedDataset = useRef<{ name: string; id: number } | null>(null);
  return async () => {
    const dataset = state.dataset!;
    if (dataset.type !== 'query')
      return { datasetId: dataset.id, formData: state.formData, context: queryContext() };
    const trimmed = datasetName.trim();
    if (savedDataset.current?.name !== trimmed) {
      const created = await createDataset(queryDatasetBody(dataset, trimmed)).unwrap();
      savedDataset.current = { name: trimmed, id: created.id };
    }
    const id = savedDataset.current.id;
    const formData = onDataset(state.formData, id);
    return { datasetId: id, formData, context: buildChartQueryContext(controller.registry, formData) };
  };
}

/** Cancel, "Save & go to dashboard" and Save; the save buttons say why they are disabled. */
function saveFooter(p: {
  onHide: () => void;
  save: (goToDashboard: boolean) => void;
  reason: string | null;
  saving: boolean;
  hasDashboard: boolean;
}) {
  return [
    <Button key="cancel" onClick={p.onHide}>
      Cancel
    </Button>,
    <Explained key="go" reason={p.reason}>
      <Button
        data-test="save-go-to-dashboard"
        disabled={p.saving || Boolean(p.reason) || !p.hasDashboard}
        onClick={() => p.save(true)}
      >
        Save & go to dashboard
      </Button>
    </Explained>,
    <Explained key="save" reason={p.reason}>
      <Button
        type="primary"
        data-test="btn-modal-save"
        loading={p.saving}
        disabled={Boolean(p.reason)}
        onClick={() => p.save(false)}
      >
        Save
      </Button>
    </Explained>,
  ];
}

export function SaveModal({
  controller,
  queryContext,
  onHide,
}: {
  controller: ExploreController;
  queryContext: () => QueryContext;
  onHide: () => void;
}) {
  const { state } = controller;
  const navigate = useNavigate();
  const dispatch = useDispatch();
  const { addSuccessToast } = useToasts();
  const canOverwrite = Boolean(state.slice) && state.canOverwrite;
  const [action, setAction] = useState<SaveAction>(canOverwrite ? 'overwrite' : 'saveas');
  const [name, setName] = useState(state.sliceName || (state.slice?.slice_name ?? ''));
  const isQuery = state.dataset?.type === 'query';
  const [datasetName, setDatasetName] = useState(state.dataset?.table_name ?? '');
  const [dashboard, setDashboard] = useState<DashboardChoice>(null);
  const [saving, setSaving] = useState(false);
  const reason = saveDisabledReason({ name, isQuery, datasetName });
  const [error, setError] = useState<SaveFailure | null>(null);

  const target = useChartTarget(controller, queryContext, datasetName);

  const save = async (goToDashboard: boolean) => {
    if (!state.dataset || reason) return;
    setSaving(true);
    setError(null);
    try {
      const { datasetId, formData, context } = await target();
      const { saved, dashboardId } = await persistChart({
        state,
        name,
        action,
        dashboard,
        formData,
        queryContext: context,
        datasetId,
      });
      for (const text of saveToasts(action, name, dashboard)) addSuccessToast(text);
      dispatch(invalidateChartList());
      onHide();
      if (goToDashboard && dashboardId) void navigate(`/superset/dashboard/${dashboardId}/`);
      else void navigate(`/explore/?slice_id=${saved.id}&save_action=${action}`);
    } catch (e) {
      setError(saveFailure(e, 'chart'));
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      title="Save chart"
      onCancel={onHide}
      destroyOnHidden
      footer={saveFooter({
        onHide,
        save: (go) => void save(go),
        reason,
        saving,
        hasDashboard: dashboard !== null,
      })}
    >
      <div data-test="save-modal-body" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {error && <SaveFailureAlert failure={error} data-test="save-modal-error" />}
        <SaveFields
          {...{ action, setAction, canOverwrite, name, setName, dashboard, setDashboard, setDatasetName }}
          datasetName={isQuery ? datasetName : null}
        />
        {reason && (
          <div data-test="save-modal-reason" style={{ color: 'var(--ant-color-text-secondary)' }}>
            {reason}
          </div>
        )}
      </div>
    </Modal>
  );
}
