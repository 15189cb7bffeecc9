import type { PayloadAction } from '@reduxjs/toolkit';

/** Makes slice reducers that store their payload in one field of the state: `set('editMode')`. */
export const fieldSetter =
  <S>() =>
  <K extends keyof S>(key: K) =>
  (state: S, action: PayloadAction<S[K]>) => {
    state[key] = action.payload;
  };
