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
