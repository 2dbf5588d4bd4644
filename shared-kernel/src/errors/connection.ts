import { BaseError, type BaseErrorParameters } from './base.js';

/** The user closed the modal while a connection was pending. */
export class ModalClosedError extends BaseError {
  override name = 'ModalClosedError';
  override code = 'MODAL_CLOSED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Modal closed', parameters);
  }
}

/** The wallet rejected the connection request (EIP-1193 4001 and equivalents). */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError';
  override code = 'CONNECTION_REJECTED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connection rejected', parameters);
  }
}

export class NoAuthConnectorError extends BaseError {
  override name = 'NoAuthConnectorError';
  override code = 'NO_AUTH_CONNECTOR' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('No auth connector found', parameters);
  }
}

export class NotConnectedToEmailOrSocialError extends BaseError {
  override name = 'NotConnectedToEmailOrSocialError';
  override code = 'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Not connected to email or social', parameters);
  }
}

export class DisconnectError extends BaseError {
  override name = 'DisconnectError';
  override code = 'DISCONNECT_FAILED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to disconnect', parameters);
  }
}

/** Disconnecting some chain namespaces failed; `names` lists them. */
export class DisconnectChainsError extends BaseError {
  override name = 'DisconnectChainsError';
  override code = 'DISCONNECT_CHAINS_FAILED' as const;
  chains: string[];
  constructor(names: readonly string[], parameters: BaseErrorParameters = {}) {
    super(`Failed to disconnect chains: ${names.join(', ')}`, parameters);
    this.chains = [...names];
  }
}
