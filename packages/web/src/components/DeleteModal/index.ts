export { DeleteModal, DELETE_CONFIRM_WORD, type DeleteModalProps } from './DeleteModal';
