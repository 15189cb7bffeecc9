import { configureStore } from '@reduxjs/toolkit';
import { api } from '../api/baseApi';
import { toastsReducer } from '../components/Toasts/toastsSlice';

export function makeStore() {
  return configureStore({
    reducer: { [api.reducerPath]: api.reducer, toasts: toastsReducer },
    middleware: (getDefault) => getDefault().concat(api.middleware),
  });
}

export type AppStore = ReturnType<typeof makeStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
