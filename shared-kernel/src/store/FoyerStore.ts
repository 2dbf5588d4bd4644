import type { Action, ThunkDispatch, UnknownAction, Unsubscribe, UnsubscribeListener } from '@reduxjs/toolkit';
import type { FoyerState } from './createRootReducer.js';

/**
 * The store's dispatch: thunks, plus the listener middleware's `addListener` action, which returns
 * the function that removes the listener (see `addAppListener`).
 */
export type FoyerDispatch = ((action: Action<'listenerMiddleware/add'>) => UnsubscribeListener) &
  ThunkDispatch<FoyerState, unknown, UnknownAction>;

/** The part of the shell's store a feature may use. */
export type FoyerStore = {
  dispatch: FoyerDispatch;
  getState(): FoyerState;
  subscribe(listener: () => void): Unsubscribe;
};
