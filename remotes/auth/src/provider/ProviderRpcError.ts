import { PROVIDER_ERROR_CODES } from '@foyer/kernel';

/** EIP-1474 "invalid params". */
export const INVALID_PARAMS_CODE = -32602;

/** The EIP-1193 message of a user rejection (code 4001). */
export const USER_REJECTED_MESSAGE = 'User rejected the request.';

/**
 * An EIP-1193 provider error (`code` is the numeric RPC code callers such as viem switch on).
 * @example
 * throw new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, USER_REJECTED_MESSAGE)
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError';
  code: number;
  data: unknown;
  constructor(code: number, message: string, options: { cause?: unknown; data?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.code = code;
    this.data = options.data;
  }
}

/**
 * A user rejection (4001) with `message` ('User rejected the request.' or 'Modal closed').
 * @example
 * reject(userRejected(new ModalClosedError().shortMessage))
 */
export function userRejected(message: string = USER_REJECTED_MESSAGE, cause?: unknown): ProviderRpcError {
  return new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, message, { cause });
}
