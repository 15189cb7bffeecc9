export { SaveFailureAlert } from './SaveFailureAlert';
export { SAVE_ERROR, SAVE_FORBIDDEN, SAVE_UNKNOWN_ERROR, saveFailure, type SaveFailure } from './saveFailure';
