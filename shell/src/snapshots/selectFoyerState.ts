import { createSelector } from '@reduxjs/toolkit';
import { selectActiveCaipNetworkId, selectIsInitialized, selectModal, type CaipNetworkId } from '@foyer/kernel';

/** The modal's public state, as `getState()` and `useFoyerState()` return it. */
export type FoyerPublicState = {
  open: boolean;
  loading: boolean;
  selectedNetworkId: CaipNetworkId | undefined;
  /** Start-up finished (remote config settled, previous session restored or not). */
  initialized: boolean;
};

/** `FoyerPublicState` from the store (the same object while nothing it shows changes). */
export const selectFoyerState = /* @__PURE__ */ createSelector(
  [selectModal, selectActiveCaipNetworkId, selectIsInitialized],
  ({ open, loading }, selectedNetworkId, initialized): FoyerPublicState => ({
    open,
    loading,
    selectedNetworkId: selectedNetworkId ?? undefined,
    initialized,
  }),
);
