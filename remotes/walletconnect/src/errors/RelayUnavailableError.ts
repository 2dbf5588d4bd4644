import { BaseError, type BaseErrorParameters } from '@foyer/kernel';

/**
 * The WalletConnect relay did not give a pairing code in time: no socket within
 * `RELAY_CONNECT_TIMEOUT_MS` (`noSocket`, the default), or a socket but no answer within
 * `PAIRING_URI_TIMEOUT_MS` (`noAnswer`: a hung relay).
 */
export class RelayUnavailableError extends BaseError {
  override name = 'RelayUnavailableError';
  override code = 'RELAY_UNAVAILABLE' as const;
  constructor(parameters: BaseErrorParameters & { relayUrl?: string; reason?: 'noSocket' | 'noAnswer' } = {}) {
    const { relayUrl, reason = 'noSocket', ...rest } = parameters;
    const details = relayUrl ? (reason === 'noAnswer' ? `No answer from ${relayUrl}` : `No connection to ${relayUrl}`) : undefined;
    super('Cannot reach the WalletConnect relay', { ...rest, details: rest.details ?? details });
  }
}
