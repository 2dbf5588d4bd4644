import type { RemoteId } from '../types/remote.js';
import type { AuthApi } from './AuthApi.js';
import type { ConnectorAdapter } from './ConnectorAdapter.js';

/**
 * Remote id -> the API its `setup` resolves to: what `shell.loadRemoteApi(id)` returns and what the
 * shell hands that remote's views and slots (`api` prop). APIs another package uses are declared
 * here, once; a remote whose API only its own views use adds its entry by declaration merging.
 * @example
 * declare module '@foyer/kernel' {
 *   interface RemoteApiRegistry { email: EmailApi }
 * }
 */
export interface RemoteApiRegistry {
  walletconnect: ConnectorAdapter;
  solana: ConnectorAdapter;
  auth: AuthApi;
}

/** The API of remote `id`: its registry entry, else `unknown` (nobody outside the remote uses it). */
export type RemoteApi<id extends RemoteId> = id extends keyof RemoteApiRegistry ? RemoteApiRegistry[id] : unknown;

