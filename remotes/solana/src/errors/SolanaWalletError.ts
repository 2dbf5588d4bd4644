import { BaseError, type BaseErrorParameters } from '@foyer/kernel';

/** A Solana wallet failed a request for a reason other than the user saying no. */
export class SolanaWalletError extends BaseError {
  override name = 'SolanaWalletError';
  override code = 'SOLANA_WALLET_ERROR' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect', parameters);
  }
}

/** No Wallet Standard wallet is registered for this connector id (any more). */
export class SolanaWalletNotFoundError extends BaseError {
  override name = 'SolanaWalletNotFoundError';
  override code = 'SOLANA_WALLET_NOT_FOUND' as const;
  connectorId: string;
  constructor({ connectorId, ...parameters }: BaseErrorParameters & { connectorId: string }) {
    super('Connector not found', { ...parameters, details: parameters.details ?? `No Solana wallet with connector id "${connectorId}"` });
    this.connectorId = connectorId;
  }
}
