import type { ChainNamespace, WalletProviders } from '@foyer/kernel';
import { useCallback } from 'react';
import type { Foyer } from '../Foyer.js';
import { useFoyerSnapshot } from './useFoyerSnapshot.js';

export type UseFoyerProviderReturnType<namespace extends ChainNamespace = ChainNamespace> = {
  walletProvider: WalletProviders[namespace] | undefined;
};

/**
 * The provider of the wallet connected on `namespace` (undefined while none is), typed per family as
 * `getWalletProvider` is: EIP-1193 for `eip155`.
 * Works without a React provider.
 * @example
 * const { walletProvider } = useFoyerProvider('eip155')
 * await walletProvider?.request({ method: 'personal_sign', params: [message, address] })
 */
export function useFoyerProvider<namespace extends ChainNamespace>(namespace: namespace): UseFoyerProviderReturnType<namespace> {
  const read = useCallback((foyer: Foyer) => foyer.getWalletProvider(namespace), [namespace]);
  const walletProvider = useFoyerSnapshot(read, undefined);
  return { walletProvider };
}
