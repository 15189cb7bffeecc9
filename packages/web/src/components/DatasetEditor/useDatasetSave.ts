/**
 * The save flow of the dataset editor (spec §4 "Edit dataset", §8): Save asks to confirm (the
 * dataset serves every chart built on it; a changed SQL offers "Automatically sync columns",
 * preselected, which is the override_columns flag), then PUTs the dataset; success toasts and closes,
 * failure opens "Error saving dataset".
 */
import { useState } from 'react';
import { useDispatch } from 'react-redux';
import { datasetApi } from '../../api/datasets';
import { putDataset, type ExploreDataset } from '../../api/explore';
import { saveFailure, type SaveFailure } from '../SaveFailure';
import { useToasts } from '../Toasts';
import { datasetPayload, type DatasetDraft } from './datasetDraft';

export const SAVED = 'The dataset has been saved';

export function useDatasetSave(
  dataset: ExploreDataset,
  draft: DatasetDraft,
  {
    overrideColumns,
    onHide,
    onSaved,
  }: { overrideColumns: boolean; onHide: () => void; onSaved?: () => void },
) {
  const { addSuccessToast } = useToasts();
  const dispatch = useDispatch();
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<SaveFailure | null>(null);

  const save = async () => {
    setConfirming(false);
    setSaving(true);
    try {
      await putDataset(
        dataset.id,
        datasetPayload(draft, dataset.database?.allow_multi_catalog ?? false),
        overrideColumns,
      );
      // The dataset list and any cached read of this dataset are stale now.
      dispatch(
        datasetApi.util.invalidateTags([
          { type: 'Dataset', id: 'LIST' },
          { type: 'Dataset', id: dataset.id },
        ]),
      );
      addSuccessToast(SAVED);
      onSaved?.();
      onHide();
    } catch (e) {
      setSaveError(saveFailure(e, 'dataset'));
      setSaving(false);
    }
  };
  return { confirming, setConfirming, saving, saveError, setSaveError, save };
}
