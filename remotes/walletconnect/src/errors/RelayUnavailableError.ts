import { BaseError, type BaseErrorParameters } from '@foyer/kernel';

/** The WalletConnect relay did not accept a connection in time (`RELAY_CONNECT_TIMEOUT_MS`). */
export class RelayUnavailableError extends BaseError {
  override name = 'RelayUnavailableError';
  override code = 'RELAY_UNAVAILABLE' as const;
  constructor(parameters: BaseErrorParameters & { relayUrl?: string } = {}) {
    const { relayUrl, ...rest } = parameters;
    super('Cannot reach the WalletConnect relay', {
      ...rest,
      details: rest.details ?? (relayUrl ? `No connection to ${relayUrl}` : undefined),
    });
  }
}
