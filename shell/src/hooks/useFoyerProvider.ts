import type { ChainNamespace, Eip1193Provider } from '@foyer/kernel';
import { useCallback } from 'react';
import type { Foyer } from '../Foyer.js';
import { useFoyerSnapshot } from './useFoyerSnapshot.js';

export type UseFoyerProviderReturnType = { walletProvider: Eip1193Provider | undefined };

/**
 * The EIP-1193 provider of the wallet connected on `namespace` (undefined while none is).
 * Works without a React provider.
 * @example
 * const { walletProvider } = useFoyerProvider('eip155')
 * await walletProvider?.request({ method: 'personal_sign', params: [message, address] })
 */
export function useFoyerProvider(namespace: ChainNamespace): UseFoyerProviderReturnType {
  const read = useCallback((foyer: Foyer) => foyer.getWalletProvider(namespace), [namespace]);
  const walletProvider = useFoyerSnapshot(read, undefined);
  return { walletProvider };
}
