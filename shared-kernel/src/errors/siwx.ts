import { BaseError, type BaseErrorParameters } from './base.js';

/** The wallet disconnected before authentication could start. */
export class SiwxInitError extends BaseError {
  override name = 'SiwxInitError';
  override code = 'SIWX_INIT_FAILED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('A problem occurred while trying initialize authentication', parameters);
  }
}

export class SiwxSignMessageError extends BaseError {
  override name = 'SiwxSignMessageError';
  override code = 'SIWX_SIGN_MESSAGE_FAILED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error signing message', parameters);
  }
}

/** A sign-in message written for another page (domain, URI, nonce or time): never shown to the wallet (review 2, N15). */
export class SiwxMessageRefusedError extends BaseError {
  override name = 'SiwxMessageRefusedError';
  override code = 'SIWX_MESSAGE_REFUSED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('The sign-in message is not for this page', parameters);
  }
}

export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError';
  override code = 'SIWX_NOT_ENABLED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('SIWX is not enabled', parameters);
  }
}

export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError';
  override code = 'NO_ACTIVE_CAIP_ADDRESS' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters);
  }
}

export class SiwxConfigConflictError extends BaseError {
  override name = 'SiwxConfigConflictError';
  override code = 'SIWX_CONFIG_CONFLICT' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Cannot set both `siweConfig` and `siwx` options', parameters);
  }
}
