import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { servicesApi } from '../api/servicesApi.js';
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
 * `servicesApi`'s state: injected, not combined, so RTK Query stays off a host page's first load.
 * The shell injects it (and its middleware) when the API's code loads, before any view, hook or
 * thunk uses it; the test kit's stores have it from the start. Until then `state.servicesApi` is
 * undefined.
 */
export type ServicesApiSlice = WithSlice<typeof servicesApi>;

/**
 * A fresh root reducer of the kernel's slices (one per store: injected slices are recorded on
 * it). Features inject theirs with `slice.injectInto(rootReducer)`; the store's owner injects
 * `servicesApi` (`rootReducer.inject(servicesApi)`).
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
  ).withLazyLoadedSlices<LazyLoadedSlices & ServicesApiSlice>();
}

export type FoyerRootReducer = ReturnType<typeof createRootReducer>;

/** The whole store state: kernel slices plus whatever features injected. */
export type FoyerState = ReturnType<FoyerRootReducer>;
