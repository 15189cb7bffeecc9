/**
 * Cross-filtering scoping: which charts a chart's cross-filters reach, for all charts (the global
 * scope) and per chart (custom scoping). Saved in json_metadata (chart_configuration,
 * global_chart_configuration) with PUT /api/v1/dashboard/{id}; every other metadata key is kept.
 */
import { CloseOutlined } from '@ant-design/icons';
import { chartIdsInLayout, type DashboardLayout, type NativeFilterScope } from '@meridian/core';
import { Button, Modal, Select, Typography, theme, type RefSelectProps } from 'antd';
import { useMemo, useRef, useState, type ReactNode } from 'react';
import { request } from '../../../../api/client';
import { useToasts } from '../../../../components/Toasts';
import { dashboardInfoActions } from '../../state/dashboardInfo';
import { useDashboardDispatch, useDashboardSelector } from '../../state/store';
import { CancelSaveButtons } from '../CancelSaveButtons';
import { FilterScopeField } from '../FiltersConfigModal/scope/FilterScopeField';
import { isScopingAll } from '../FiltersConfigModal/scope/scopeTree';
import { useChartName } from '../FiltersConfigModal/scope/useChartName';
import { patchJsonMetadata } from '../FiltersConfigModal/saveFilters';
import {
  buildCrossFilterMetadata,
  readCrossFilterScoping,
  type CrossFilterScoping,
} from './crossFilterConfig';

export const CROSS_FILTER_SCOPING_FAILED = 'Failed to save cross-filter scoping';

export interface CrossFilterScopingModalProps {
  open: boolean;
  onClose: () => void;
}

type Selected = 'global' | number;

/** The scoping being edited, per entry "Apply to specific panels", and the chart names. */
function useScopingDraft() {
  const metadata = useDashboardSelector((s) => s.dashboardInfo.metadata);
  const layout = useDashboardSelector((s) => s.dashboardLayout.present);
  const chartName = useChartName();
  const [scoping, setScoping] = useState<CrossFilterScoping>(() => readCrossFilterScoping(metadata));
  // "Apply to specific panels" per entry, kept while the user switches between entries.
  const [specific, setSpecific] = useState<Record<string, boolean>>(() => ({
    global: !isScopingAll(scoping.global),
    ...Object.fromEntries(Object.entries(scoping.custom).map(([id, s]) => [id, !isScopingAll(s)])),
  }));

  const chartIds = useMemo(() => chartIdsInLayout(layout), [layout]);
  const componentOf = useMemo(() => {
    const out = new Map<number, string>();
    for (const c of Object.values(layout))
      if (c.type === 'CHART' && typeof c.meta.chartId === 'number' && !out.has(c.meta.chartId))
        out.set(c.meta.chartId, c.id);
    return out;
  }, [layout]);
  const nameOf = (id: number) => chartName(id, componentOf.get(id));

  const setScope = (key: Selected, isSpecific: boolean, scope: NativeFilterScope) => {
    setSpecific((prev) => ({ ...prev, [String(key)]: isSpecific }));
    setScoping((prev) =>
      key === 'global' ? { ...prev, global: scope } : { ...prev, custom: { ...prev.custom, [key]: scope } },
    );
  };
  const removeCustom = (id: number) =>
    setScoping((prev) => {
      const custom = { ...prev.custom };
      delete custom[id];
      return { ...prev, custom };
    });
  return { layout, scoping, specific, chartIds, nameOf, setScope, removeCustom };
}

/** Save: PUT the dashboard's json_metadata with the scoping, then close. */
function useSaveScoping(onClose: () => void) {
  const dispatch = useDashboardDispatch();
  const { addDangerToast } = useToasts();
  const dashboard = useDashboardSelector((s) => s.dashboardInfo.dashboard)!;
  const [saving, setSaving] = useState(false);
  const save = async (layout: DashboardLayout, scoping: CrossFilterScoping) => {
    setSaving(true);
    const json_metadata = patchJsonMetadata(
      dashboard.json_metadata,
      buildCrossFilterMetadata(layout, scoping),
    );
    try {
      await request(`/api/v1/dashboard/${dashboard.id}`, { method: 'PUT', body: { json_metadata } });
      dispatch(dashboardInfoActions.dashboardUpdated({ json_metadata }));
      onClose();
    } catch {
      addDangerToast(CROSS_FILTER_SCOPING_FAILED);
      setSaving(false);
    }
  };
  return { saving, save };
}

interface ScopingEntryProps {
  selected: boolean;
  onSelect: () => void;
  label: string;
  extra?: ReactNode;
}

/** One entry of the left list: "All charts" or a chart with custom scoping. */
function ScopingEntry({ selected, onSelect, label, extra }: ScopingEntryProps) {
  const { token } = theme.useToken();
  return (
    <div
      data-test="cross-filter-scoping-entry"
      data-selected={selected || undefined}
      onClick={onSelect}
      style={{
        display: 'flex',
        alignItems: 'center',
        padding: '6px 8px',
        borderRadius: token.borderRadius,
        cursor: 'pointer',
        background: selected ? token.controlItemBgActive : undefined,
      }}
    >
      <Typography.Text ellipsis style={{ flex: 1 }}>
        {label}
      </Typography.Text>
      {extra}
    </div>
  );
}

type ScopingDraft = ReturnType<typeof useScopingDraft>;

/** The left side: "All charts", then adding and listing the charts with custom scoping. */
function ScopingList({
  draft,
  selected,
  setSelected,
}: {
  draft: ScopingDraft;
  selected: Selected;
  setSelected: (key: Selected) => void;
}) {
  const { token } = theme.useToken();
  const { scoping, chartIds, nameOf, setScope, removeCustom } = draft;
  const addRef = useRef<RefSelectProps>(null);
  const customIds = chartIds.filter((id) => scoping.custom[id]);
  return (
    <div style={{ width: 260, borderRight: `1px solid ${token.colorBorderSecondary}`, paddingRight: 12 }}>
      <ScopingEntry
        selected={selected === 'global'}
        onSelect={() => setSelected('global')}
        label="All charts"
      />
      <Typography.Text type="secondary" style={{ display: 'block', margin: '12px 0 4px' }}>
        Custom scoping
      </Typography.Text>
      <Select
        ref={addRef}
        data-test="add-custom-scoping"
        placeholder="Add custom scoping"
        value={null}
        showSearch={{ optionFilterProp: 'label' }}
        options={chartIds.filter((id) => !scoping.custom[id]).map((id) => ({ value: id, label: nameOf(id) }))}
        onChange={(id: number) => {
          setScope(id, true, { ...scoping.global });
          setSelected(id);
          addRef.current?.blur();
        }}
        style={{ width: '100%', marginBottom: 8 }}
      />
      {customIds.map((id) => (
        <ScopingEntry
          key={id}
          selected={selected === id}
          onSelect={() => setSelected(id)}
          label={nameOf(id)}
          extra={
            <Button
              type="text"
              size="small"
              aria-label="Remove custom scoping"
              icon={<CloseOutlined />}
              onClick={(e) => {
                e.stopPropagation();
                removeCustom(id);
                if (selected === id) setSelected('global');
              }}
            />
          }
        />
      ))}
    </div>
  );
}

function ModalBody({ onClose }: { onClose: () => void }) {
  const draft = useScopingDraft();
  const { scoping, specific, nameOf, setScope } = draft;
  const [selected, setSelected] = useState<Selected>('global');
  const { saving, save } = useSaveScoping(onClose);
  const current: NativeFilterScope =
    selected === 'global' ? scoping.global : (scoping.custom[selected] ?? scoping.global);

  return (
    <>
      <div style={{ display: 'flex', gap: 16, minHeight: 360 }} data-test="cross-filter-scoping-modal">
        <ScopingList draft={draft} selected={selected} setSelected={setSelected} />
        <div style={{ flex: 1 }}>
          <Typography.Title level={5} style={{ marginTop: 0 }}>
            {selected === 'global' ? 'All charts/global scoping' : `Chart: ${nameOf(selected)}`}
          </Typography.Title>
          <FilterScopeField
            key={String(selected)}
            subject="cross-filter"
            specific={specific[String(selected)] ?? !isScopingAll(current)}
            scope={current}
            skipChart={selected === 'global' ? undefined : selected}
            onChange={(isSpecific, scope) => setScope(selected, isSpecific, scope)}
          />
        </div>
      </div>
      <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
        <CancelSaveButtons
          onCancel={onClose}
          onSave={() => void save(draft.layout, scoping)}
          saving={saving}
          saveTest="cross-filter-scoping-save"
        />
      </div>
    </>
  );
}

export function CrossFilterScopingModal({ open, onClose }: CrossFilterScopingModalProps) {
  return (
    <Modal
      open={open}
      title="Cross-filter scoping"
      width={900}
      footer={null}
      onCancel={onClose}
      maskClosable={false}
      destroyOnHidden
      centered
    >
      {open && <ModalBody onClose={onClose} />}
    </Modal>
  );
}
