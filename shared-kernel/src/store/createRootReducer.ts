import { combineSlices } from '@reduxjs/toolkit';
import { servicesApi } from '../api/servicesApi.js';
import { servicesSlice } from '../api/servicesSlice.js';
import { alertSlice } from './alertSlice.js';
import { connectionSlice } from './connectionSlice.js';
import { connectorsSlice } from './connectorsSlice.js';
import { modalSlice } from './modalSlice.js';
import { optionsSlice } from './optionsSlice.js';
import { routerSlice } from './routerSlice.js';
import { toastSlice } from './toastSlice.js';

/**
 * Slices that features inject at run time. Each remote declares its own by declaration merging:
 * @example
 * declare module '@foyer/kernel' {
 *   interface LazyLoadedSlices extends WithSlice<typeof receiveSlice> {}
 * }
 */
export interface LazyLoadedSlices {}

/**
 * A fresh root reducer of the kernel's slices and APIs (one per store: injected slices are
 * recorded on it). Features inject theirs with `slice.injectInto(rootReducer)`.
 * @example
 * const store = configureStore({ reducer: createRootReducer() })
 */
export function createRootReducer() {
  return combineSlices(
    routerSlice,
    modalSlice,
    toastSlice,
    alertSlice,
    connectionSlice,
    connectorsSlice,
    optionsSlice,
    servicesSlice,
    servicesApi,
  ).withLazyLoadedSlices<LazyLoadedSlices>();
}

export type FoyerRootReducer = ReturnType<typeof createRootReducer>;

/** The whole store state: kernel slices plus whatever features injected. */
export type FoyerState = ReturnType<FoyerRootReducer>;
