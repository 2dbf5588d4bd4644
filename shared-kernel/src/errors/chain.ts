import { BaseError, type BaseErrorParameters } from './base.js';

/** Balance failure or unsupported network. */
export class TokenBalanceUnavailableError extends BaseError {
  override name = 'TokenBalanceUnavailableError';
  override code = 'TOKEN_BALANCE_UNAVAILABLE' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Token Balance Unavailable', parameters);
  }
}

export class FetchTransactionsError extends BaseError {
  override name = 'FetchTransactionsError';
  override code = 'FETCH_TRANSACTIONS_FAILED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to fetch transactions', parameters);
  }
}

export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError';
  override code = 'GAS_PRICE_NETWORK_NOT_SUPPORTED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not supported for Gas Price', parameters);
  }
}

export class SwapsNetworkNotSupportedError extends BaseError {
  override name = 'SwapsNetworkNotSupportedError';
  override code = 'SWAPS_NETWORK_NOT_SUPPORTED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not supported for Swaps', parameters);
  }
}

/** Send attempted on a network the send flow does not support. */
export class UnsupportedChainError extends BaseError {
  override name = 'UnsupportedChainError';
  override code = 'UNSUPPORTED_CHAIN' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unsupported chain', parameters);
  }
}

export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError';
  override code = 'CHAIN_NOT_SUPPORTED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain is not supported', parameters);
  }
}

export class ConnectorChainsNotSupportedError extends BaseError {
  override name = 'ConnectorChainsNotSupportedError';
  override code = 'CONNECTOR_CHAINS_NOT_SUPPORTED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('The connector does not support any of the requested chains', parameters);
  }
}

/** No adapter is registered for a chain namespace. */
export class AdapterNotFoundError extends BaseError {
  override name = 'AdapterNotFoundError';
  override code = 'ADAPTER_NOT_FOUND' as const;
  constructor({ namespace }: { namespace: string }) {
    super(`Adapter not found for namespace "${namespace}"`);
  }
}

/** An operation needs a chain namespace and none was given or active. */
export class NamespaceNotFoundError extends BaseError {
  override name = 'NamespaceNotFoundError';
  override code = 'NAMESPACE_NOT_FOUND' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain namespace not found', parameters);
  }
}
