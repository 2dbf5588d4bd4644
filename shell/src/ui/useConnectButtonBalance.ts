import { chainApi, formatBalance, type GetBalanceParameters } from '@foyer/kernel';
import { useEffect, useMemo } from 'react';
import { getFoyer } from '../foyerInstance.js';
import { useFoyerSnapshot } from '../hooks/useFoyerSnapshot.js';
import { nativeBalance } from './nativeBalance.js';

/**
 * The formatted native balance of the connected `address` for the connect button (no provider
 * needed): subscribes to the kernel's `getBalance` while mounted, undefined until it loaded.
 */
export function useConnectButtonBalance(address: string): string | undefined {
  const chainId = useFoyerSnapshot((foyer) => foyer.store.getState().connection.activeCaipNetworkId, null);
  const args = useMemo<GetBalanceParameters | undefined>(() => (chainId ? { address, chainId } : undefined), [address, chainId]);
  useEffect(() => {
    const foyer = getFoyer();
    if (!foyer || !args) return;
    const subscription = foyer.store.dispatch(chainApi.endpoints.getBalance.initiate(args));
    return () => subscription.unsubscribe();
  }, [args]);
  const select = useMemo(() => (args ? chainApi.endpoints.getBalance.select(args) : undefined), [args]);
  return useFoyerSnapshot((foyer) => {
    const state = foyer.store.getState();
    const network = state.options.networks.find((item) => item.caipNetworkId === args?.chainId);
    const balances = select?.(state).data;
    const native = balances && network ? nativeBalance(balances, network) : undefined;
    return native ? formatBalance(native.quantity.numeric, native.symbol) : undefined;
  }, undefined);
}
