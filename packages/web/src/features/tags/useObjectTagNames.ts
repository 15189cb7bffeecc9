/**
 * An object's custom tags edited by name in a dialog (the saved query dialog): read when the dialog
 * opens on an existing object, written after the object is saved. Nothing happens with tagging off.
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import { request } from '../../api/client';
import { isCustomTag, type TaggableType, type TagRef } from '../../api/tags';
import { useToasts } from '../../components/Toasts';
import { syncObjectTags } from './objectTags';
import { TAG_FAILED } from './BulkTagModal';
import { useTaggingEnabled } from './tagging';

/** Where the object is read: its tags come with it. */
const ENDPOINTS: Record<TaggableType, string> = {
  dashboard: '/api/v1/dashboard',
  chart: '/api/v1/chart',
  query: '/api/v1/saved_query',
};

export function useObjectTagNames(type: TaggableType, id: number | null, open: boolean) {
  const enabled = useTaggingEnabled();
  const { addDangerToast } = useToasts();
  // What was read and what was chosen, each for the object (and dialog opening) it belongs to.
  const key = open && enabled && id !== null ? `${type}:${id}` : null;
  const [loaded, setLoaded] = useState<{ key: string; names: string[] } | null>(null);
  const [edited, setEdited] = useState<{ key: string | null; names: string[] } | null>(null);
  useEffect(() => {
    if (!key) return;
    let cancelled = false;
    request<{ result: { tags?: TagRef[] } }>(`${ENDPOINTS[type]}/${id}`).then(
      (r) => {
        if (!cancelled)
          setLoaded({ key, names: (r.result.tags ?? []).filter(isCustomTag).map((t) => t.name) });
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [key, type, id]);
  const before = useMemo(() => (loaded && loaded.key === key ? loaded.names : []), [loaded, key]);
  const names = edited && edited.key === key ? edited.names : before;
  const setNames = useCallback((n: string[]) => setEdited({ key, names: n }), [key]);
  /** After a save: the object (maybe just created, `savedId`) gets the chosen tags. */
  const sync = useCallback(
    async (savedId: number, asNew: boolean) => {
      if (!enabled) return;
      try {
        await syncObjectTags(type, savedId, asNew ? [] : before, names);
      } catch {
        addDangerToast(TAG_FAILED);
      }
    },
    [enabled, type, before, names, addDangerToast],
  );
  return { enabled, names, setNames, sync };
}
