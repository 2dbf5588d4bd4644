import { createSelector } from '@reduxjs/toolkit';
import { selectIsConnected, selectNetworks, type Route } from '@foyer/kernel';
import { ADAPTER_NAMESPACES } from '../connectors/network/adapterNamespaces.js';
import type { RootState } from '../store/types.js';

/** Whether some configured network has an adapter (a way to connect other than WalletConnect). */
export const selectHasAdapters = /* @__PURE__ */ createSelector([selectNetworks], (networks) =>
  networks.some((network) => ADAPTER_NAMESPACES.includes(network.chainNamespace)),
);

/**
 * The first view when the modal opens without an explicit view (spec §2 "Opening rules"):
 * Account when connected; with no adapter, AllWallets on mobile and ConnectingWalletConnectBasic
 * elsewhere; otherwise Connect.
 * @example
 * selectInitialRoute(state, false) // { view: 'Connect' }
 */
export function selectInitialRoute(state: RootState, mobile: boolean): Route {
  if (selectIsConnected(state)) return { view: 'Account' };
  if (!selectHasAdapters(state)) return { view: mobile ? 'AllWallets' : 'ConnectingWalletConnectBasic' };
  return { view: 'Connect' };
}
