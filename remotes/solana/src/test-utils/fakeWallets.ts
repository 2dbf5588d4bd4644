import type { Wallets } from '@wallet-standard/app';
import type { Wallet } from '@wallet-standard/base';

/** A Wallet Standard registry of its own (the real one is a page-wide singleton). */
export function fakeWallets(): Wallets {
  const registered: Wallet[] = [];
  const listeners = { register: new Set<(...wallets: Wallet[]) => void>(), unregister: new Set<(...wallets: Wallet[]) => void>() };
  return {
    get: () => [...registered],
    on(event, listener) {
      listeners[event].add(listener);
      return () => listeners[event].delete(listener);
    },
    register(...wallets) {
      registered.push(...wallets);
      for (const listener of [...listeners.register]) listener(...wallets);
      return () => {
        for (const wallet of wallets) registered.splice(registered.indexOf(wallet), 1);
        for (const listener of [...listeners.unregister]) listener(...wallets);
      };
    },
  };
}
