import type { Eip1193Provider, Foyer } from '@foyer/shell';
import { ProviderDisconnectedError, numberToHex } from 'viem';
import { watchEvmAccount } from './evmAccount.js';

type Listener = (...args: never[]) => void;

/**
 * Foyer's EIP-1193 provider for wagmi: one object for the connector's lifetime that forwards every
 * request to the EVM wallet connected through Foyer (`getWalletProvider('eip155')`: a browser wallet,
 * WalletConnect or the embedded wallet, whichever it is now), and emits `connect`, `accountsChanged`,
 * `chainChanged` and `disconnect` as Foyer's EVM account changes. With no EVM wallet connected,
 * `eth_accounts` answers `[]` and other requests reject with code 4900 (disconnected).
 * @example
 * const provider = createForwardingProvider(foyer)
 * await provider.request({ method: 'personal_sign', params: [message, address] })
 */
export function createForwardingProvider(foyer: Foyer): Eip1193Provider {
  const listeners = new Map<string, Set<Listener>>();
  const emit = (event: string, ...values: unknown[]) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (...args: unknown[]) => void)(...values);
  };

  watchEvmAccount(foyer, (next, previous) => {
    if (next === undefined) return emit('disconnect', new ProviderDisconnectedError(new Error('The EVM wallet disconnected.')));
    if (previous === undefined) emit('connect', { chainId: numberToHex(next.chainId) });
    if (next.address !== previous?.address) emit('accountsChanged', [next.address]);
    if (previous !== undefined && next.chainId !== previous.chainId) emit('chainChanged', numberToHex(next.chainId));
  });

  const provider: Eip1193Provider = {
    request(args) {
      const wallet = foyer.getWalletProvider('eip155');
      if (wallet) return wallet.request(args);
      if (args.method === 'eth_accounts') return Promise.resolve([]);
      return Promise.reject(new ProviderDisconnectedError(new Error(`No EVM wallet is connected through Foyer to answer ${args.method}.`)));
    },
    on(event, listener) {
      let set = listeners.get(event);
      if (set === undefined) listeners.set(event, (set = new Set()));
      set.add(listener);
      return provider;
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener);
      return provider;
    },
  };
  return provider;
}
