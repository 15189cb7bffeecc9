export { EditDeleteButtons, type EditDeleteButtonsProps } from './EditDeleteButtons';
export { IconButton, type IconButtonProps } from './IconButton';
