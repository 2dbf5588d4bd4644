import type { ThunkDispatch, UnknownAction, Unsubscribe } from '@reduxjs/toolkit';
import type { FoyerState } from './createRootReducer.js';

export type FoyerDispatch = ThunkDispatch<FoyerState, unknown, UnknownAction>;

/** The part of the shell's store a feature may use. */
export type FoyerStore = {
  dispatch: FoyerDispatch;
  getState(): FoyerState;
  subscribe(listener: () => void): Unsubscribe;
};
