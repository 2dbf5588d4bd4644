import { BaseError, type BaseErrorParameters } from '@foyer/kernel';

/** No connector (or no provider) with this id is known. */
export class ConnectorNotFoundError extends BaseError {
  override name = 'ConnectorNotFoundError';
  override code = 'CONNECTOR_NOT_FOUND' as const;
  connectorId: string;
  constructor({ connectorId, ...parameters }: BaseErrorParameters & { connectorId: string }) {
    super('Connector not found', { ...parameters, details: parameters.details ?? `No connector with id "${connectorId}"` });
    this.connectorId = connectorId;
  }
}

/** The wallet answered a request with something that is not what EIP-1193 / EIP-1474 specify. */
export class InvalidWalletResponseError extends BaseError {
  override name = 'InvalidWalletResponseError';
  override code = 'INVALID_WALLET_RESPONSE' as const;
  constructor({ method, ...parameters }: BaseErrorParameters & { method: string }) {
    super('Failed to connect', { ...parameters, details: parameters.details ?? `Unexpected answer to ${method}` });
  }
}
