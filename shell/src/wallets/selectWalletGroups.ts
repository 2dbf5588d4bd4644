import { createSelector } from '@reduxjs/toolkit';
import { selectConnectors, selectRecentWalletIds, selectWalletListOptions } from '@foyer/kernel';
import { buildWalletGroups } from './buildWalletGroups.js';
import { selectKnownWallets } from './walletQueries.js';

/**
 * The Connect view's wallet groups (see `buildWalletGroups`) from the store: connectors, recent
 * wallets, the wallet options and the cached catalogue wallets.
 * @example
 * const groups = useAppSelector(selectWalletGroups)
 */
export const selectWalletGroups = /* @__PURE__ */ createSelector(
  [selectConnectors, selectRecentWalletIds, selectWalletListOptions, selectKnownWallets],
  (connectors, recentWalletIds, options, wallets) =>
    buildWalletGroups({ connectors, recentWalletIds, ...options, wallets }),
);
