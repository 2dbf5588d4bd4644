import type { ShellBridge } from '@foyer/kernel';

/**
 * What the send remote's setup returns, handed by the shell to its views and slot (`api`): the
 * active account's wallet signing and sending a transaction, through the shell's connections.
 */
export type SendApi = Pick<ShellBridge, 'sendTransaction'>;

declare module '@foyer/kernel' {
  interface RemoteApiRegistry {
    send: SendApi;
  }
}
