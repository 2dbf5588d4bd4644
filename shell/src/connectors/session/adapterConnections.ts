import type { AdapterRemoteId } from '@foyer/kernel';
import { isAdapterRemoteId } from '../../remote/featureRemotes.js';
import type { FoyerStorage } from '../../utils/createStorage.js';
import { STORAGE_KEYS } from './storageKeys.js';

/** A connection made through an adapter remote, kept for reconnecting on reload. */
export type AdapterConnection = { connectorId: string; remote: AdapterRemoteId };

/**
 * The stored adapter connections (WalletConnect, Solana wallets, the embedded wallet); entries
 * that are not well formed are dropped.
 * @example
 * readAdapterConnections(storage) // [{ connectorId: 'walletConnect', remote: 'walletconnect' }]
 */
export function readAdapterConnections(storage: FoyerStorage): AdapterConnection[] {
  const stored = storage.get<unknown>(STORAGE_KEYS.adapterConnections);
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (item): item is AdapterConnection =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as AdapterConnection).connectorId === 'string' &&
      typeof (item as AdapterConnection).remote === 'string' &&
      isAdapterRemoteId((item as AdapterConnection).remote),
  );
}

/** Adds (or moves to the front) `connection` in the stored adapter connections. */
export function rememberAdapterConnection(storage: FoyerStorage, connection: AdapterConnection): void {
  const others = readAdapterConnections(storage).filter((item) => item.connectorId !== connection.connectorId);
  storage.set(STORAGE_KEYS.adapterConnections, [connection, ...others]);
}

/** Removes `connectorId` from the stored adapter connections. */
export function forgetAdapterConnection(storage: FoyerStorage, connectorId: string): void {
  const remaining = readAdapterConnections(storage).filter((item) => item.connectorId !== connectorId);
  if (remaining.length === 0) storage.remove(STORAGE_KEYS.adapterConnections);
  else storage.set(STORAGE_KEYS.adapterConnections, remaining);
}
