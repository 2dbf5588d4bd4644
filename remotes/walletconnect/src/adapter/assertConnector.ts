import { BaseError, WALLET_CONNECT_CONNECTOR_ID } from '@foyer/kernel';

/** The shell routes calls by connector id: one for another connector is a bug in the caller. */
export function assertConnector(id: string): void {
  if (id !== WALLET_CONNECT_CONNECTOR_ID) throw new BaseError(`Unknown WalletConnect connector "${id}"`);
}
