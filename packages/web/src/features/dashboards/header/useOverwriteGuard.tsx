/**
 * The save of the header with the confirm-dashboard-diff flag (spec §4): before saving, the server's
 * version is fetched and compared with the one the page loaded; when someone else changed what the
 * save writes, the overwrite confirmation opens and, until the user confirms, the danger toast
 * "Please confirm the overwrite values." shows. Confirming saves. Without the flag (or outside a
 * dashboard page store) Save saves at once.
 */
import { Suspense, use, useState, type ReactNode } from 'react';
import { lazyNamed } from '../../../components/lazyNamed';
import { useToasts } from '../../../components/Toasts';
import { checkOverwrite } from '../state/saveDashboard';
import { DashboardStoreContext, type DashboardDispatch } from '../state/store';
import { CONFIRM_OVERWRITE_MESSAGE, type OverwriteItem } from './overwriteDiff';

// The confirmation (an antd Table of the changed values) is not part of the page's first code: it
// downloads while the server's version is fetched for the comparison.
const loadModal = () => import('./OverwriteConfirmModal');
const OverwriteConfirmModal = lazyNamed(loadModal, 'OverwriteConfirmModal');

export interface OverwriteGuard {
  save: () => void;
  checking: boolean;
  dialog: ReactNode;
}

export function useOverwriteGuard(onSave: () => void, enabled: boolean): OverwriteGuard {
  const storeContext = use(DashboardStoreContext);
  const { addDangerToast } = useToasts();
  const [items, setItems] = useState<OverwriteItem[] | null>(null);
  const [checking, setChecking] = useState(false);

  const save = () => {
    const store = storeContext?.store;
    if (!enabled || !store) return onSave();
    setChecking(true);
    loadModal().catch(() => undefined);
    const dispatch = store.dispatch as DashboardDispatch;
    void dispatch(checkOverwrite())
      .then((r) => {
        if (!r.ok) return addDangerToast(r.message);
        if (r.items.length === 0) return onSave();
        setItems(r.items);
        addDangerToast(CONFIRM_OVERWRITE_MESSAGE);
      })
      .finally(() => setChecking(false));
  };

  const dialog = items && (
    <Suspense fallback={null}>
      <OverwriteConfirmModal
        items={items}
        onCancel={() => setItems(null)}
        onConfirm={() => {
          setItems(null);
          onSave();
        }}
      />
    </Suspense>
  );
  return { save, checking, dialog };
}
