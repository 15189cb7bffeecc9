export { CrossFilterScopingModal, type CrossFilterScopingModalProps } from './CrossFilterScopingModal';
