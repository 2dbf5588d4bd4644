import { createSelector } from '@reduxjs/toolkit';
import type { Wallet } from '@foyer/kernel';
import type { RootState } from '../store/types.js';

type CachedWallets = { data?: Wallet[]; pages?: { data?: Wallet[] }[] };

const NO_QUERIES: NonNullable<RootState['servicesApi']>['queries'] = {};

/**
 * Every catalogue wallet currently in the RTK Query cache (any `getWallets` or
 * `getWalletsInfinite` result), once each, in cache order; none before the services API is injected.
 * @example
 * const byRdns = new Map(selectCatalogueWallets(state).map((wallet) => [wallet.rdns, wallet]))
 */
export const selectCatalogueWallets = /* @__PURE__ */ createSelector(
  [(state: RootState) => state.servicesApi?.queries ?? NO_QUERIES],
  (queries): Wallet[] => {
    const wallets = new Map<string, Wallet>();
    for (const entry of Object.values(queries)) {
      if (!entry || (entry.endpointName !== 'getWallets' && entry.endpointName !== 'getWalletsInfinite')) continue;
      const data = entry.data as CachedWallets | undefined;
      const lists = data?.pages ? data.pages.map((page) => page.data ?? []) : [data?.data ?? []];
      for (const list of lists) for (const wallet of list) if (!wallets.has(wallet.id)) wallets.set(wallet.id, wallet);
    }
    return [...wallets.values()];
  },
);
