import { createSelector } from '@reduxjs/toolkit';
import { selectConnectors, selectCustomWallets, selectRecentWalletIds, selectWalletListOptions } from '@foyer/kernel';
import { buildWalletGroups } from './buildWalletGroups.js';
import { selectKnownWallets } from './walletQueries.js';

/**
 * The Connect view's wallet groups (see `buildWalletGroups`) from the store: connectors, recent
 * wallets, the wallet options, the cached catalogue wallets and the custom wallets.
 * @example
 * const groups = useAppSelector(selectWalletGroups)
 */
export const selectWalletGroups = /* @__PURE__ */ createSelector(
  [selectConnectors, selectRecentWalletIds, selectWalletListOptions, selectKnownWallets, selectCustomWallets],
  (connectors, recentWalletIds, options, wallets, customWallets) =>
    buildWalletGroups({ connectors, recentWalletIds, ...options, wallets, customWallets }),
);
