export { UploadDataModal, type UploadDataModalProps } from './UploadDataModal';
export { UploadMenu } from './UploadMenu';
export { useUploadAccess, type UploadAccess } from './useUploadAccess';
export type { UploadType } from './uploadTypes';
