export { ImportModal, type ImportModalProps } from './ImportModal';
export { IMPORT_TEXTS, type ImportTexts } from './texts';
