/**
 * Explore's page state: the dataset, the saved chart (slice) and its form data, the current form
 * data, the permissions the server gave (can_add, can_download, can_overwrite) and the form-data
 * key in the URL. Pure reducer; the form data arriving here is already hydrated.
 */
import type { FormData } from '@meridian/charts';
import type { ExploreDataset, ExploreSlice } from '../../../api/explore';

export interface ExplorePermissions {
  canAdd: boolean;
  canDownload: boolean;
  canOverwrite: boolean;
}

export interface ExploreState extends ExplorePermissions {
  dataset: ExploreDataset | null;
  slice: ExploreSlice | null;
  /** The saved chart's form data, hydrated like the current one (for "Altered"). */
  savedFormData: FormData | null;
  formData: FormData;
  /** The chart name in the header (saved with the chart). */
  sliceName: string;
  formDataKey: string | null;
}

export type ExploreAction =
  | {
      type: 'LOADED';
      dataset: ExploreDataset | null;
      slice: ExploreSlice | null;
      formData: FormData;
      savedFormData: FormData | null;
      permissions: ExplorePermissions;
      formDataKey: string | null;
    }
  | { type: 'SET_CONTROL'; name: string; value: unknown }
  | { type: 'SET_FORM_DATA'; formData: FormData }
  | { type: 'SET_DATASET'; dataset: ExploreDataset; formData?: FormData }
  | { type: 'SET_SLICE_NAME'; name: string }
  | { type: 'SLICE_UPDATED'; slice: ExploreSlice }
  | { type: 'SET_FORM_DATA_KEY'; key: string | null };

export const initialExploreState: ExploreState = {
  dataset: null,
  slice: null,
  savedFormData: null,
  formData: { viz_type: 'table', datasource: '' },
  sliceName: '',
  formDataKey: null,
  canAdd: false,
  canDownload: false,
  canOverwrite: false,
};

export function exploreReducer(state: ExploreState, action: ExploreAction): ExploreState {
  switch (action.type) {
    case 'LOADED':
      return {
        ...state,
        dataset: action.dataset,
        slice: action.slice,
        formData: action.formData,
        savedFormData: action.savedFormData,
        sliceName: action.slice?.slice_name ?? '',
        formDataKey: action.formDataKey,
        ...action.permissions,
      };
    case 'SET_CONTROL':
      return { ...state, formData: { ...state.formData, [action.name]: action.value } };
    case 'SET_FORM_DATA':
      return { ...state, formData: action.formData };
    case 'SET_DATASET':
      return {
        ...state,
        dataset: action.dataset,
        formData: action.formData ?? { ...state.formData, datasource: datasetUid(action.dataset) },
      };
    case 'SET_SLICE_NAME':
      return { ...state, sliceName: action.name };
    case 'SLICE_UPDATED':
      return { ...state, slice: action.slice, sliceName: action.slice.slice_name };
    case 'SET_FORM_DATA_KEY':
      return { ...state, formDataKey: action.key };
    default:
      return state;
  }
}

/** The datasource type of explore's dataset: "query" for a SQL Lab query, else "table". */
export const datasetType = (dataset: Pick<ExploreDataset, 'type'> | null | undefined): 'table' | 'query' =>
  dataset?.type === 'query' ? 'query' : 'table';

/** "12__table" (or "7__query") of a dataset. */
export const datasetUid = (dataset: Pick<ExploreDataset, 'id' | 'type'>) =>
  `${dataset.id}__${datasetType(dataset)}`;

/** "12__table" of the dataset, or of the form data. */
export const datasourceUid = (state: Pick<ExploreState, 'dataset' | 'formData'>) =>
  state.dataset ? datasetUid(state.dataset) : state.formData.datasource;
