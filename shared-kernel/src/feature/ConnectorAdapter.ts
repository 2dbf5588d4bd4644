import type { CaipNetwork } from '../types/network.js';

/**
 * The API an adapter remote's setup returns for the connectors it announces (those carry
 * `remote: '<adapter id>'`). The adapter reports accounts and networks itself
 * (`accountConnected`, `networkChanged`, `accountDisconnected`) and registers its live provider
 * with `shell.providers.set(connectorId, provider)`.
 * @example
 * const adapter = await shell.loadRemoteApi('walletconnect') // ConnectorAdapter, from RemoteApiRegistry
 * await adapter.connect('walletConnect')
 */
export type ConnectorAdapter = {
  /** Connects, prompting the user. Rejects with a kernel BaseError (`ConnectionRejectedError` when refused). */
  connect(connectorId: string): Promise<void>;
  /** Restores a previous session without prompting; resolves to whether one was restored. */
  restore(connectorId: string): Promise<boolean>;
  disconnect(connectorId: string): Promise<void>;
  /** Asks the wallet to move to `network` (same chain family). */
  switchNetwork?(connectorId: string, network: CaipNetwork): Promise<void>;
  /** The provider handed to integrators (`getWalletProvider`), when connected. */
  getProvider(connectorId: string): unknown;
};
