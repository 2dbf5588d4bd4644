import { createSelector } from '@reduxjs/toolkit';
import { RECOMMENDED_WALLETS_COUNT, selectCustomWallets, selectWalletListOptions, type Wallet } from '@foyer/kernel';
import { selectKnownWallets } from './walletQueries.js';

/**
 * The wallets the wallet guide's "Get a wallet" view recommends (AppKit's order): featured, then
 * custom, then the catalogue's first ones, excluded wallets left out, at most `RECOMMENDED_WALLETS_COUNT`.
 * @example
 * const wallets = useAppSelector(selectGuideWallets)
 */
export const selectGuideWallets = /* @__PURE__ */ createSelector(
  [selectWalletListOptions, selectKnownWallets, selectCustomWallets],
  ({ featuredWalletIds, excludeWalletIds }, known, custom): Wallet[] => {
    const byId = new Map(known.map((wallet) => [wallet.id, wallet]));
    const featured = featuredWalletIds.map((id) => byId.get(id)).filter((wallet) => wallet !== undefined);
    const excluded = new Set(excludeWalletIds.map((value) => value.toLowerCase()));
    const seen = new Set<string>();
    return [...featured, ...custom, ...known]
      .filter((wallet) => !excluded.has(wallet.id.toLowerCase()) && !excluded.has(wallet.name.toLowerCase()) && !seen.has(wallet.id) && seen.add(wallet.id))
      .slice(0, RECOMMENDED_WALLETS_COUNT);
  },
);
