import { formatBalance, hasServicesApi, type GetBalanceParameters } from '@foyer/kernel';
import { useEffect, useMemo } from 'react';
import { getFoyer } from '../foyerInstance.js';
import { useFoyerSnapshot } from '../hooks/useFoyerSnapshot.js';
import type { ServicesApiModule } from '../store/servicesApiModule.js';
import { nativeBalance } from './nativeBalance.js';

/**
 * The formatted native balance of the connected `address` for the connect button (no provider
 * needed): subscribes to the kernel's `getBalance` while mounted (loading the services API
 * first), undefined until it loaded.
 */
export function useConnectButtonBalance(address: string): string | undefined {
  const chainId = useFoyerSnapshot((foyer) => foyer.store.getState().connection.activeCaipNetworkId, null);
  const args = useMemo<GetBalanceParameters | undefined>(() => (chainId ? { address, chainId } : undefined), [address, chainId]);
  useEffect(() => {
    const foyer = getFoyer();
    if (!foyer || !args) return;
    let subscription: { unsubscribe(): void } | undefined;
    let released = false;
    foyer.store
      .loadServicesApi()
      .then(({ chainApi }) => {
        if (!released) subscription = foyer.store.dispatch(chainApi.endpoints.getBalance.initiate(args));
      })
      .catch((error: unknown) => foyer.store.extra.logger.warn('Could not load the balance.', error));
    return () => {
      released = true;
      subscription?.unsubscribe();
    };
  }, [args]);
  // One memoized selector per arguments, made once the services API is there.
  const select = useMemo(() => {
    let selector: ReturnType<ServicesApiModule['chainApi']['endpoints']['getBalance']['select']> | undefined;
    return (api: ServicesApiModule | undefined) => {
      if (!args || !api) return undefined;
      selector ??= api.chainApi.endpoints.getBalance.select(args);
      return selector;
    };
  }, [args]);
  return useFoyerSnapshot((foyer) => {
    const state = foyer.store.getState();
    const network = state.options.networks.find((item) => item.caipNetworkId === args?.chainId);
    const balances = hasServicesApi(state) ? select(foyer.store.injectedServicesApi())?.(state).data : undefined;
    const native = balances && network ? nativeBalance(balances, network) : undefined;
    return native ? formatBalance(native.quantity.numeric, native.symbol) : undefined;
  }, undefined);
}
