import { useMemo } from 'react';
import { useDispatch } from 'react-redux';
import { addToast, type ToastKind } from './toastsSlice';

export interface ToastApi {
  addInfoToast: (text: string) => void;
  addSuccessToast: (text: string) => void;
  addWarningToast: (text: string) => void;
  addDangerToast: (text: string) => void;
}

export function useToasts(): ToastApi {
  const dispatch = useDispatch();
  return useMemo(() => {
    const add = (kind: ToastKind) => (text: string) => {
      dispatch(addToast({ kind, text }));
    };
    return {
      addInfoToast: add('info'),
      addSuccessToast: add('success'),
      addWarningToast: add('warning'),
      addDangerToast: add('danger'),
    };
  }, [dispatch]);
}
