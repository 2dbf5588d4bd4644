import { isEvmAddress } from '../address/isEvmAddress.js';
import { InvalidAddressError } from '../errors/address.js';

/** `transfer(address,uint256)`'s selector: the first 4 bytes of its keccak-256. */
const TRANSFER_SELECTOR = '0xa9059cbb';
const MAX_UINT256 = (1n << 256n) - 1n;

/**
 * The calldata of an ERC-20 `transfer(to, amount)` (selector + two ABI words), as viem's
 * `encodeFunctionData` writes it. Throws `InvalidAddressError` for a malformed `to`, RangeError for an
 * amount outside uint256.
 * @example
 * encodeErc20Transfer('0x70997970C51812dc3A010C7d01b50e0d17dc79C8', 1_500_000n)
 */
export function encodeErc20Transfer(to: string, amount: bigint): `0x${string}` {
  if (!isEvmAddress(to)) throw new InvalidAddressError({ address: to });
  if (amount < 0n || amount > MAX_UINT256) throw new RangeError(`ERC-20 amount out of range: ${amount}`);
  const word = (hex: string) => hex.padStart(64, '0');
  return `${TRANSFER_SELECTOR}${word(to.replace(/^0x/u, '').toLowerCase())}${word(amount.toString(16))}`;
}
