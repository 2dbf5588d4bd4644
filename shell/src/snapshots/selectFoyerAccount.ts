import { createSelector } from '@reduxjs/toolkit';
import { selectActiveAccount, selectConnectionStatus, type CaipAddress, type ConnectionSliceStatus } from '@foyer/kernel';

/** The connected account of the active chain family, as `getAccount()` and `useFoyerAccount()` return it. */
export type FoyerAccount = {
  address: string | undefined;
  caipAddress: CaipAddress | undefined;
  isConnected: boolean;
  status: ConnectionSliceStatus;
};

/** `FoyerAccount` from the store (the same object while nothing it shows changes). */
export const selectFoyerAccount = /* @__PURE__ */ createSelector(
  [selectActiveAccount, selectConnectionStatus],
  (account, status): FoyerAccount => {
    const isConnected = account?.status === 'connected' && account.caipAddress !== undefined;
    return {
      address: isConnected ? account.address : undefined,
      caipAddress: isConnected ? account.caipAddress : undefined,
      isConnected,
      status: isConnected ? 'connected' : status === 'connecting' ? 'connecting' : 'disconnected',
    };
  },
);
