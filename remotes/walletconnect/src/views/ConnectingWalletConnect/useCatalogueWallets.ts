import { useEffect, useMemo } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { catalogueApi, type FoyerDispatch, type GetWalletsParameters, type Wallet } from '@foyer/kernel';

const NO_WALLETS: readonly Wallet[] = [];

/**
 * Catalogue wallets for `parameters` (none while loading, on failure or when `parameters` is
 * null), through the kernel's `getWallets` endpoint: subscribes while mounted, like the endpoint's
 * React hook, with RTK Query's core API only.
 */
export function useCatalogueWallets(parameters: GetWalletsParameters | null): readonly Wallet[] {
  const dispatch = useDispatch<FoyerDispatch>();
  const key = parameters ? JSON.stringify(parameters) : null;
  // Keyed on the JSON of `parameters`: callers pass fresh objects on every render.
  const stable = useMemo(() => parameters, [key]);
  useEffect(() => {
    if (!stable) return;
    const subscription = dispatch(catalogueApi.endpoints.getWallets.initiate(stable));
    return () => subscription.unsubscribe();
  }, [dispatch, stable]);
  const selector = useMemo(() => (stable ? catalogueApi.endpoints.getWallets.select(stable) : null), [stable]);
  return useSelector((state: Parameters<NonNullable<typeof selector>>[0]) => (selector ? selector(state).data?.data : undefined)) ?? NO_WALLETS;
}
