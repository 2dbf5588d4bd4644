import { BaseError, type BaseErrorParameters } from './base.js';

export class PopupClosedError extends BaseError {
  override name = 'PopupClosedError';
  override code = 'POPUP_CLOSED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Popup closed', parameters);
  }
}

export class SocialConnectError extends BaseError {
  override name = 'SocialConnectError';
  override code = 'SOCIAL_CONNECT_FAILED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect', parameters);
  }
}

export class SocialInitError extends BaseError {
  override name = 'SocialInitError';
  override code = 'SOCIAL_INIT_FAILED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to initiate social connection', parameters);
  }
}

export class FarcasterConnectError extends BaseError {
  override name = 'FarcasterConnectError';
  override code = 'FARCASTER_CONNECT_FAILED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect to farcaster', parameters);
  }
}
