import type { ShellBridge } from '@foyer/kernel';

/**
 * What the names remote's setup returns, handed by the shell to its views and slot (`api`): the
 * account's signature over a registration message, through the shell's wallet connections.
 */
export type NamesApi = Pick<ShellBridge, 'signMessage'>;

declare module '@foyer/kernel' {
  interface RemoteApiRegistry {
    names: NamesApi;
  }
}
