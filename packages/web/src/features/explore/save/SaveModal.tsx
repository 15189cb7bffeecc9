/**
 * "Save chart": overwrite (owners only: can_overwrite) or save as new, the chart name, and a
 * dashboard to add it to — existing, or typed and created on the fly. After saving, explore opens
 * the saved chart (`?slice_id=`), or its dashboard with "Save & go to dashboard".
 */
import type { QueryContext } from '@meridian/core';
import { Button, Input, Modal, Radio } from 'antd';
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { useNavigate } from 'react-router';
import { createChart, getChartDashboardIds, invalidateChartList, updateChart } from '../../../api/charts';
import { createDashboard } from '../../../api/explore';
import { useToasts } from '../../../components/Toasts';
import { SaveFailureAlert, saveFailure, type SaveFailure } from '../../../components/SaveFailure';
import type { ExploreController } from '../state/useExplore';
import { DashboardSelect } from './DashboardSelect';
import { chartSaveBody, saveToasts, type DashboardChoice, type SaveAction } from './saveChart';

/** Creates the new dashboard if one was typed, then creates or overwrites the chart on it. */
async function persistChart(p: {
  state: ExploreController['state'];
  name: string;
  action: SaveAction;
  dashboard: DashboardChoice;
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
    formData: state.formData,
    queryContext: p.queryContext,
    datasetId: p.datasetId,
    dashboardIds: dashboardId ? [...existing, dashboardId] : existing,
  });
  const saved = sliceId ? await updateChart(sliceId, body) : await createChart(body);
  return { saved, dashboardId };
}

/** Overwrite or save as, the chart's name and the dashboard to add it to. */
function SaveFields(p: {
  action: SaveAction;
  setAction: (a: SaveAction) => void;
  canOverwrite: boolean;
  name: string;
  setName: (n: string) => void;
  dashboard: DashboardChoice;
  setDashboard: (d: DashboardChoice) => void;
}) {
  const { action, setAction, canOverwrite, name, setName, dashboard, setDashboard } = p;
  return (
    <>
      <Radio.Group value={action} onChange={(e) => setAction(e.target.value as SaveAction)}>
        <Radio value="overwrite" disabled={!canOverwrite} data-test="save-overwrite-radio">
          Save (Overwrite)
        </Radio>
        <Radio value="saveas" data-test="saveas-radio">
          Save as...
        </Radio>
      </Radio.Group>
      <label>
        <div style={{ marginBottom: 4 }}>Chart name *</div>
        <Input
          data-test="new-chart-name"
          placeholder="Name"
          value={name}
          onChange={(e) => setName(e.target.value)}
        />
      </label>
      <label>
        <div style={{ marginBottom: 4 }}>Add to dashboard</div>
        <DashboardSelect value={dashboard} onChange={setDashboard} />
      </label>
    </>
  );
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
  const [dashboard, setDashboard] = useState<DashboardChoice>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<SaveFailure | null>(null);

  const save = async (goToDashboard: boolean) => {
    const datasetId = state.dataset?.id;
    if (!datasetId || !name.trim()) return;
    setSaving(true);
    setError(null);
    try {
      const { saved, dashboardId } = await persistChart({
        state,
        name,
        action,
        dashboard,
        queryContext: queryContext(),
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
      footer={[
        <Button key="cancel" onClick={onHide}>
          Cancel
        </Button>,
        <Button
          key="go"
          data-test="save-go-to-dashboard"
          disabled={saving || !name.trim() || dashboard === null}
          onClick={() => void save(true)}
        >
          Save & go to dashboard
        </Button>,
        <Button
          key="save"
          type="primary"
          data-test="btn-modal-save"
          loading={saving}
          disabled={!name.trim()}
          onClick={() => void save(false)}
        >
          Save
        </Button>,
      ]}
    >
      <div data-test="save-modal-body" style={{ display: 'flex', flexDirection: 'column', gap: 12 }}>
        {error && <SaveFailureAlert failure={error} data-test="save-modal-error" />}
        <SaveFields {...{ action, setAction, canOverwrite, name, setName, dashboard, setDashboard }} />
      </div>
    </Modal>
  );
}
