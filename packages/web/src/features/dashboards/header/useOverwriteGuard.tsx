/**
 * The save of the header with the confirm-dashboard-diff flag (spec §4): before saving, the server's
 * version is fetched and compared with the one the page loaded; when someone else changed what the
 * save writes, the overwrite confirmation opens and, until the user confirms, the danger toast
 * "Please confirm the overwrite values." shows. Confirming saves. Without the flag (or outside a
 * dashboard page store) Save saves at once.
 */
import { use, useState, type ReactNode } from 'react';
import { useToasts } from '../../../components/Toasts';
import { checkOverwrite } from '../state/saveDashboard';
import { DashboardStoreContext, type DashboardDispatch } from '../state/store';
import { OverwriteConfirmModal } from './OverwriteConfirmModal';
import { CONFIRM_OVERWRITE_MESSAGE, type OverwriteItem } from './overwriteDiff';

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
    <OverwriteConfirmModal
      items={items}
      onCancel={() => setItems(null)}
      onConfirm={() => {
        setItems(null);
        onSave();
      }}
    />
  );
  return { save, checking, dialog };
}
