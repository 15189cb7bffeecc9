/**
 * "Add and edit filters" (Superset's FiltersConfigModal): the list of filters and dividers on the
 * left, the selected item's form on the right; Save validates the form (messages show from then on)
 * and sends the changes with PUT /api/v1/dashboard/{id}/filters, then updates the page's store. A
 * new filter starts on the dataset most of the dashboard's charts use.
 */
import { isNativeFilter, type FilterConfigItem } from '@meridian/core';
import { Alert, Button, Modal, Space } from 'antd';
import { useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { errorText } from '../../../../api/errors';
import { useDashboardDispatch, useDashboardSelector, useDashboardStore } from '../../state/store';
import { CancelSaveButtons } from '../CancelSaveButtons';
import { DividerForm } from './DividerForm';
import type { draftErrors } from './draft';
import {
  FILTER_REMOVAL_DELAY_MS,
  activeIds,
  buildChanges,
  draftReducer,
  initialDraft,
  isDirty,
  listedIds,
  newDivider,
  newFilter,
} from './draft';
import { useDashboardCharts } from '../../chart/chartsContext';
import { FilterForm } from './FilterForm';
import { FilterList } from './FilterList';
import { mostUsedDataset } from './mostUsedDataset';
import { useShownErrors } from './useShownErrors';
import { RemovedItem } from './RemovedItem';
import { saveFilterChanges } from './saveFilters';

export interface FiltersConfigModalProps {
  open: boolean;
  onCancel: () => void;
  /** The filter selected when the modal opens (e.g. the one whose edit icon was clicked). */
  initialFilterId?: string;
}

function useStoredItems(): FilterConfigItem[] {
  const filters = useDashboardSelector((s) => s.nativeFilters.filters);
  const order = useDashboardSelector((s) => s.nativeFilters.order);
  return useMemo(
    () => order.map((id) => filters[id]).filter((f): f is FilterConfigItem => !!f),
    [filters, order],
  );
}

/** The dataset new filters start on: the one most of the dashboard's charts use (Superset). */
function useDefaultDataset(): number | undefined {
  const { charts } = useDashboardCharts();
  return useMemo(() => mostUsedDataset(Object.values(charts)), [charts]);
}

function ModalBody({ onClose, initialFilterId }: { onClose: () => void; initialFilterId?: string }) {
  const stored = useStoredItems();
  const store = useDashboardStore();
  const dispatch = useDashboardDispatch();
  const datasetId = useDefaultDataset();
  const [draft, dispatchDraft] = useReducer(draftReducer, undefined, () => {
    const d = initialDraft(stored, initialFilterId);
    // Like Superset: a dashboard without filters opens on a new one.
    return stored.length ? d : draftReducer(d, { type: 'add', item: newFilter(undefined, datasetId) });
  });
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const [confirmCancel, setConfirmCancel] = useState(false);
  const { send, allErrors, errors, setSubmitted } = useShownErrors(draft, dispatchDraft);
  const { remove, restore } = useRemoval(dispatchDraft);
  const invalid = useMemo(() => new Set(Object.keys(errors)), [errors]);
  const listed = listedIds(draft).map((id) => draft.items[id]!);

  const save = async () => {
    setSubmitted(true);
    const firstInvalid = activeIds(draft).find((id) => allErrors[id]);
    if (firstInvalid) {
      // The first item with errors is shown, its messages beside its fields.
      send({ type: 'select', id: firstInvalid });
      return;
    }
    setSaving(true);
    setSaveError(null);
    try {
      const layout = store.getState().dashboardLayout.present;
      await dispatch(saveFilterChanges(buildChanges(draft, layout)));
      onClose();
    } catch (e) {
      setSaveError(errorText(e));
      setSaving(false);
    }
  };

  const cancel = () => (isDirty(draft) && !confirmCancel ? setConfirmCancel(true) : onClose());

  return (
    <>
      <div
        style={{ display: 'flex', gap: 16, height: 'min(640px, calc(100vh - 260px))' }}
        data-test="filters-config-modal"
      >
        <FilterList
          items={listed}
          removed={draft.removed}
          invalid={invalid}
          selectedId={draft.selectedId}
          onSelect={(id) => send({ type: 'select', id })}
          onRemove={remove}
          onRestore={restore}
          onMove={(id, overId) => send({ type: 'move', id, overId })}
          onAddFilter={() => send({ type: 'add', item: newFilter(undefined, datasetId) })}
          onAddDivider={() => send({ type: 'add', item: newDivider() })}
        />
        <div style={{ flex: 1, overflowY: 'auto', paddingRight: 8 }}>
          <ItemPane draft={draft} errors={errors} send={send} onRestore={restore} />
        </div>
      </div>
      {saveError && (
        <Alert
          type="error"
          showIcon
          data-test="filters-save-error"
          title={saveError}
          style={{ marginTop: 12 }}
          closable={{ onClose: () => setSaveError(null) }}
        />
      )}
      <ModalFooter
        confirmCancel={confirmCancel}
        onKeepEditing={() => setConfirmCancel(false)}
        onClose={onClose}
        onCancel={cancel}
        canSave={invalid.size === 0}
        saving={saving}
        onSave={() => void save()}
      />
    </>
  );
}

/** The value filters the selected one may depend on. */
const parentOptionsOf = (active: FilterConfigItem[], selectedId: string | null) =>
  active
    .filter((i) => isNativeFilter(i) && i.filterType === 'filter_select' && i.id !== selectedId)
    .map((i) => ({ value: i.id, label: (isNativeFilter(i) && i.name.trim()) || '[untitled]' }));

type Draft = ReturnType<typeof initialDraft>;
type Send = (action: Parameters<typeof draftReducer>[1]) => void;

/** Removal with a delay ("Undo?" meanwhile); the timers end with the modal. */
function useRemoval(send: Send) {
  const timers = useRef(new Map<string, number>());

  useEffect(() => {
    const map = timers.current;
    return () => map.forEach((t) => window.clearTimeout(t));
  }, []);

  const remove = (id: string) => {
    send({ type: 'remove', id });
    window.clearTimeout(timers.current.get(id));
    timers.current.set(
      id,
      window.setTimeout(() => {
        timers.current.delete(id);
        send({ type: 'removalDone', id });
      }, FILTER_REMOVAL_DELAY_MS),
    );
  };
  const restore = (id: string) => {
    window.clearTimeout(timers.current.get(id));
    timers.current.delete(id);
    send({ type: 'restore', id });
  };
  return { remove, restore };
}

interface ItemPaneProps {
  draft: Draft;
  errors: ReturnType<typeof draftErrors>;
  send: Send;
  onRestore: (id: string) => void;
}

/** The right side: the selected item's form, or its "removed" notice. */
function ItemPane({ draft, errors, send, onRestore: restore }: ItemPaneProps) {
  const selected = draft.selectedId ? draft.items[draft.selectedId] : undefined;
  const active = activeIds(draft).map((id) => draft.items[id]!);
  if (selected && draft.removed[selected.id] === 'pending')
    return <RemovedItem divider={selected.type === 'DIVIDER'} onRestore={() => restore(selected.id)} />;
  if (selected?.type === 'DIVIDER')
    return (
      <DividerForm
        key={selected.id}
        divider={selected}
        errors={errors[selected.id] ?? {}}
        onChange={(patch) => send({ type: 'update', id: selected.id, patch })}
      />
    );
  if (selected && isNativeFilter(selected))
    return (
      <FilterForm
        key={selected.id}
        filter={selected}
        flags={draft.flags[selected.id]!}
        errors={errors[selected.id] ?? {}}
        parentOptions={parentOptionsOf(active, draft.selectedId)}
        onChange={(patch) => send({ type: 'update', id: selected.id, patch })}
        onFlags={(patch) => send({ type: 'flags', id: selected.id, patch })}
      />
    );

  return null;
}

interface ModalFooterProps {
  confirmCancel: boolean;
  onKeepEditing: () => void;
  onClose: () => void;
  onCancel: () => void;
  /** False while messages show (Save validates the rest). */
  canSave: boolean;
  saving: boolean;
  onSave: () => void;
}

/** Cancel and Save, or the "unsaved changes" confirmation. */
function ModalFooter(props: ModalFooterProps) {
  const { confirmCancel, onKeepEditing, onClose, onCancel, canSave, saving, onSave } = props;
  return (
    <div style={{ display: 'flex', justifyContent: 'flex-end', marginTop: 16 }}>
      {confirmCancel ? (
        <Alert
          type="warning"
          showIcon
          data-test="cancel-confirmation"
          title="There are unsaved changes."
          description="Are you sure you want to cancel?"
          style={{ flex: 1 }}
          action={
            <Space>
              <Button size="small" onClick={onKeepEditing}>
                Keep editing
              </Button>
              <Button size="small" danger type="primary" onClick={onClose} data-test="confirm-cancel">
                Yes, cancel
              </Button>
            </Space>
          }
        />
      ) : (
        <CancelSaveButtons
          onCancel={onCancel}
          onSave={onSave}
          saving={saving}
          disabled={!canSave}
          cancelTest="filters-config-cancel"
          saveTest="filters-config-save"
        />
      )}
    </div>
  );
}

export function FiltersConfigModal({ open, onCancel, initialFilterId }: FiltersConfigModalProps) {
  return (
    <Modal
      open={open}
      title="Add and edit filters"
      width={1000}
      footer={null}
      maskClosable={false}
      closable={false}
      keyboard={false}
      onCancel={onCancel}
      destroyOnHidden
      centered
    >
      {open && <ModalBody onClose={onCancel} initialFilterId={initialFilterId} />}
    </Modal>
  );
}
