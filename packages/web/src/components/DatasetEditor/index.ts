export { DatasetEditModal, CONFIRM_SAVE_TEXT, MANAGED_EXTERNALLY } from './DatasetEditModal';
export { DatasetEditor } from './DatasetEditor';
export { SAVED } from './useDatasetSave';
