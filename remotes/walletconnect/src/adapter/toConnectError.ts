import { BaseError } from '@foyer/kernel';

/** A failure to pair as the views show it: our own errors as they are, anything else wrapped. */
export function toConnectError(error: unknown): BaseError {
  return error instanceof BaseError ? error : new BaseError('Failed to connect', { cause: error });
}
