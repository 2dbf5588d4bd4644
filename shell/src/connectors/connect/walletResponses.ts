import { isEvmAddress } from '@foyer/kernel';
import { InvalidWalletResponseError } from './connectorErrors.js';

/**
 * The EVM chain id in an `eth_chainId` answer or a `chainChanged` event (hex or decimal).
 * @example
 * parseChainId('0x7a69') // 31337
 */
export function parseChainId(value: unknown): number | undefined {
  if (typeof value === 'number') return Number.isSafeInteger(value) && value > 0 ? value : undefined;
  if (typeof value !== 'string') return undefined;
  const id = /^0x[0-9a-f]+$/i.test(value) ? Number.parseInt(value, 16) : /^\d+$/.test(value) ? Number(value) : NaN;
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The EVM addresses in an `eth_accounts` / `eth_requestAccounts` answer or an `accountsChanged`
 * event. Throws `InvalidWalletResponseError` when it is not a list of addresses.
 * @example
 * parseAccounts(['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'], 'eth_accounts')
 */
export function parseAccounts(value: unknown, method: string): string[] {
  if (!Array.isArray(value) || !value.every((item) => typeof item === 'string' && isEvmAddress(item))) {
    throw new InvalidWalletResponseError({ method });
  }
  return value as string[];
}
