import type { ShellBridge } from '@foyer/kernel';

/**
 * What the swaps remote's setup returns, handed by the shell to its views and slot (`api`): the active
 * account's wallet sending a transaction (an approval, a swap) through the shell's connections.
 */
export type SwapsApi = Pick<ShellBridge, 'sendTransaction'>;

declare module '@foyer/kernel' {
  interface RemoteApiRegistry {
    swaps: SwapsApi;
  }
}
