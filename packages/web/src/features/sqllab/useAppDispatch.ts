import { useDispatch } from 'react-redux';
import type { AppDispatch } from '../../app/store';

/** The app store's dispatch, typed for RTK Query thunks. */
export const useAppDispatch = () => useDispatch<AppDispatch>();
