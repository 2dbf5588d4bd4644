import { BaseError, type BaseErrorParameters } from './base.js';

/** An RPC method outside the allow-list (EIP-1193 code 4200 to callers). */
export class RpcNotAllowedError extends BaseError {
  override name = 'RpcNotAllowedError';
  override code = 'RPC_NOT_ALLOWED' as const;
  method: string | undefined;
  constructor({ method, ...parameters }: BaseErrorParameters & { method?: string } = {}) {
    super('Requested RPC call is not allowed', {
      ...parameters,
      ...(method ? { metaMessages: [`Method: ${method}`] } : {}),
    });
    this.method = method;
  }
}

/** The UI message shown for a disallowed RPC method. */
export class ActionNotAllowedError extends BaseError {
  override name = 'ActionNotAllowedError';
  override code = 'ACTION_NOT_ALLOWED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Action not allowed', parameters);
  }
}

export class RpcRequestAbortedError extends BaseError {
  override name = 'RpcRequestAbortedError';
  override code = 'RPC_REQUEST_ABORTED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Request was aborted', parameters);
  }
}

/** Any other aborted operation. */
export class AbortedError extends BaseError {
  override name = 'AbortedError';
  override code = 'ABORTED' as const;
  constructor(parameters: BaseErrorParameters = {}) {
    super('Something went wrong', parameters);
  }
}

/** The embedded wallet frame answered with an error and no message of its own. */
export class FrameError extends BaseError {
  override name = 'FrameError';
  override code = 'FRAME_ERROR' as const;
  constructor({ message, ...parameters }: BaseErrorParameters & { message?: string | undefined } = {}) {
    super(message || 'An error occurred', parameters);
  }
}
