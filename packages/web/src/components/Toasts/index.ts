export { ToastContainer } from './ToastContainer';
export { useToasts, type ToastApi } from './useToasts';
export {
  addToast,
  removeToast,
  toastsReducer,
  TOAST_DURATIONS,
  type Toast,
  type ToastKind,
} from './toastsSlice';
