import type { ShellBridge } from '@foyer/kernel';

/**
 * What the pay remote's setup returns, handed by the shell to its view (`api`): the active
 * account's wallet signing and sending the payment's transaction, through the shell's connections.
 */
export type PayApi = Pick<ShellBridge, 'sendTransaction'>;

declare module '@foyer/kernel' {
  interface RemoteApiRegistry {
    pay: PayApi;
  }
}
