import { createSelector } from '@reduxjs/toolkit';
import {
  WALLETS_MAX_ENTRIES,
  catalogueApi,
  hasServicesApi,
  selectWalletListOptions,
  type GetWalletsInfiniteParameters,
  type GetWalletsParameters,
  type Wallet,
} from '@foyer/kernel';
import type { AppThunk, RootState } from '../store/types.js';
import { selectCatalogueWallets } from './selectCatalogueWallets.js';

/**
 * Arguments of the wallet list query (`getWalletsInfinite`) for the Connect and AllWallets views,
 * from `includeWalletIds` / `excludeWalletIds`. Use exactly these (plus `search`) so the list
 * reuses the page prefetched at start.
 * @example
 * const { data } = catalogueApi.useGetWalletsInfiniteQuery(useAppSelector(selectWalletListArgs))
 */
export const selectWalletListArgs = /* @__PURE__ */ createSelector(
  [selectWalletListOptions],
  ({ includeWalletIds, excludeWalletIds }): GetWalletsInfiniteParameters => ({
    ...(includeWalletIds.length > 0 ? { include: includeWalletIds } : {}),
    ...(excludeWalletIds.length > 0 ? { exclude: excludeWalletIds } : {}),
  }),
);

/** The featured wallets' catalogue entries (they may not be on the first page). */
export const selectFeaturedWalletsArgs = /* @__PURE__ */ createSelector([selectWalletListOptions], ({ featuredWalletIds }) =>
  lookupArgs(featuredWalletIds),
);

/** The excluded wallets' catalogue entries, to hide installed wallets with their rdns or name. */
export const selectExcludedWalletsArgs = /* @__PURE__ */ createSelector([selectWalletListOptions], ({ excludeWalletIds }) =>
  lookupArgs(excludeWalletIds),
);

function lookupArgs(ids: readonly string[]): GetWalletsParameters | undefined {
  if (ids.length === 0) return undefined;
  return { page: 1, entries: Math.min(ids.length, WALLETS_MAX_ENTRIES), include: ids.slice(0, WALLETS_MAX_ENTRIES) };
}

const selectFirstPageSelector = /* @__PURE__ */ createSelector([selectWalletListArgs], (args) =>
  catalogueApi.endpoints.getWalletsInfinite.select(args),
);

/** The first page of the wallet list, in catalogue rank order (empty until loaded). */
export const selectFirstWalletsPage = /* @__PURE__ */ createSelector(
  [(state: RootState) => (hasServicesApi(state) ? selectFirstPageSelector(state)(state).data : undefined)],
  (data): Wallet[] => data?.pages[0]?.data ?? [],
);

/** Catalogue wallets known for grouping: the first page in rank order, then every other cached one. */
export const selectKnownWallets = /* @__PURE__ */ createSelector([selectFirstWalletsPage, selectCatalogueWallets], (firstPage, cached) => {
  const ids = new Set(firstPage.map((wallet) => wallet.id));
  return [...firstPage, ...cached.filter((wallet) => !ids.has(wallet.id))];
});

/**
 * Starts the catalogue requests the Connect view needs (first wallets page, featured and
 * excluded lookups) and keeps them cached. Returns a function that releases them.
 * @example
 * const release = store.dispatch(prefetchWallets())
 */
export function prefetchWallets(): AppThunk<() => void> {
  return (dispatch, getState) => {
    const state = getState();
    const subscriptions: { unsubscribe(): void }[] = [
      dispatch(catalogueApi.endpoints.getWalletsInfinite.initiate(selectWalletListArgs(state))),
    ];
    for (const args of [selectFeaturedWalletsArgs(state), selectExcludedWalletsArgs(state)]) {
      if (args) subscriptions.push(dispatch(catalogueApi.endpoints.getWallets.initiate(args)));
    }
    return () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    };
  };
}
