import { addListener, createSelector } from '@reduxjs/toolkit';
import type { FoyerState } from './createRootReducer.js';
import type { FoyerDispatch } from './FoyerStore.js';

/**
 * `addListener` typed for the Foyer store: predicates get `FoyerState`, and dispatching it returns
 * the function that removes the listener.
 * @example
 * const stop = store.dispatch(addAppListener({ actionCreator: modalClosed, effect: () => cancel() }))
 */
export const addAppListener = /* @__PURE__ */ addListener.withTypes<FoyerState, FoyerDispatch>();

/**
 * `createSelector` whose input selectors take `FoyerState`.
 * @example
 * const selectEmail = createAppSelector([(state) => state.auth.email], (email) => email ?? '')
 */
export const createAppSelector = /* @__PURE__ */ createSelector.withTypes<FoyerState>();
