import { PROVIDER_ERROR_CODES, ProviderRpcError } from '@foyer/kernel';

/** The message wallets (MetaMask first) give a user rejection (code 4001); dapps match on it. */
export const USER_REJECTED_MESSAGE = 'User rejected the request.';

/**
 * A user rejection (4001) with `message` ('User rejected the request.' or 'Modal closed').
 * @example
 * reject(userRejected(new ModalClosedError().shortMessage))
 */
export function userRejected(message: string = USER_REJECTED_MESSAGE, cause?: unknown): ProviderRpcError {
  return new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, message, { cause });
}
