import { createSelector } from '@reduxjs/toolkit';
import { selectActiveCaipNetworkId, selectActiveNetwork, type CaipNetwork, type CaipNetworkId } from '@foyer/kernel';

/** The active network, as `useFoyerNetwork()` returns it. */
export type FoyerNetwork = {
  caipNetwork: CaipNetwork | undefined;
  caipNetworkId: CaipNetworkId | undefined;
  /** The chain reference: a number for eip155, a string otherwise. */
  chainId: number | string | undefined;
};

/** `FoyerNetwork` from the store (the same object while the active network is unchanged). */
export const selectFoyerNetwork = /* @__PURE__ */ createSelector(
  [selectActiveNetwork, selectActiveCaipNetworkId],
  (caipNetwork, caipNetworkId): FoyerNetwork => {
    const reference = caipNetworkId?.slice(caipNetworkId.indexOf(':') + 1);
    return {
      caipNetwork,
      caipNetworkId: caipNetworkId ?? undefined,
      chainId: caipNetwork?.id ?? (reference && /^\d+$/.test(reference) ? Number(reference) : reference),
    };
  },
);
