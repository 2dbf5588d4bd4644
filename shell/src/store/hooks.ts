import { useDispatch, useSelector, useStore } from 'react-redux';
import type { AppDispatch, RootState } from './types.js';
import type { AppStore } from './makeStore.js';

/** Typed react-redux hooks for the shell's views (inside the modal's `<Provider>`). */
export const useAppDispatch = useDispatch.withTypes<AppDispatch>();
export const useAppSelector = useSelector.withTypes<RootState>();
export const useAppStore = useStore.withTypes<AppStore>();
