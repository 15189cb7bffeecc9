import { useMemo, useState } from 'react';
import { draftErrors, type ConfigDraft, type DraftAction } from './draft';

/**
 * Which of the draft's messages show. Like Superset, the form is validated on Save, and an item as
 * the user edits it: no messages on items the user has not touched before Save. `send` records
 * which items were edited; `setSubmitted(true)` (Save) shows them all.
 */
export function useShownErrors(draft: ConfigDraft, dispatchDraft: (action: DraftAction) => void) {
  const [submitted, setSubmitted] = useState(false);
  const [edited, setEdited] = useState<ReadonlySet<string>>(new Set());
  const send = (action: DraftAction) => {
    if ((action.type === 'update' || action.type === 'flags') && !edited.has(action.id))
      setEdited((prev) => new Set(prev).add(action.id));
    dispatchDraft(action);
  };
  const allErrors = useMemo(() => draftErrors(draft), [draft]);
  const errors = useMemo(
    () =>
      submitted ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([id]) => edited.has(id))),
    [allErrors, submitted, edited],
  );
  return { send, allErrors, errors, setSubmitted };
}
