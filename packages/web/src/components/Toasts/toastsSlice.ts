import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';

export type ToastKind = 'info' | 'success' | 'warning' | 'danger';

/** Spec: info 4 s, success 4 s, warning 6 s, danger 8 s. */
export const TOAST_DURATIONS: Readonly<Record<ToastKind, number>> = {
  info: 4000,
  success: 4000,
  warning: 6000,
  danger: 8000,
};

export interface Toast {
  id: string;
  kind: ToastKind;
  text: string;
  /** Milliseconds before it closes by itself; 0 keeps it until closed. */
  duration: number;
}

export interface ToastsState {
  toasts: Toast[];
}

const initialState: ToastsState = { toasts: [] };

const slice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    addToast: {
      reducer(state, action: PayloadAction<Toast>) {
        // The same message twice in a row shows once (e.g. several failed requests at once).
        if (state.toasts.some((t) => t.text === action.payload.text && t.kind === action.payload.kind))
          return;
        state.toasts.push(action.payload);
      },
      prepare(toast: { kind: ToastKind; text: string; duration?: number }) {
        return { payload: { id: nanoid(), duration: TOAST_DURATIONS[toast.kind], ...toast } };
      },
    },
    removeToast(state, action: PayloadAction<string>) {
      state.toasts = state.toasts.filter((t) => t.id !== action.payload);
    },
  },
});

export const { addToast, removeToast } = slice.actions;
export const toastsReducer = slice.reducer;
