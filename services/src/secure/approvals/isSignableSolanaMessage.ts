import { bytesToDisplayText } from './bytesToDisplayText.js';

// The off-chain message signing domain: 0xff (a message version no transaction can have) + "solana offchain".
const OFFCHAIN_SIGNING_DOMAIN = new Uint8Array([0xff, ...new TextEncoder().encode('solana offchain')]);

function startsWith(bytes: Uint8Array, prefix: Uint8Array): boolean {
  return bytes.length >= prefix.length && prefix.every((byte, index) => bytes[index] === byte);
}

/**
 * Whether `solana_signMessage` may sign `bytes`: an off-chain message (signing domain `\xffsolana offchain`), or
 * printable UTF-8 text starting with a printable character, as the major wallets accept. Anything else is refused
 * rather than parsed: a transaction message starts with its signature count (a control byte) or a version byte
 * 0x80-0xff (not UTF-8 before a small count), so no transaction, however padded, is ever signed as a message.
 * @example
 * isSignableSolanaMessage(new TextEncoder().encode('Hello')) // true
 * isSignableSolanaMessage(new Uint8Array([1, 0, 1, 2])) // false
 */
export function isSignableSolanaMessage(bytes: Uint8Array): boolean {
  if (startsWith(bytes, OFFCHAIN_SIGNING_DOMAIN)) return true;
  const first = bytes[0];
  if (first === undefined || first < 0x20 || first === 0x7f) return false;
  return bytesToDisplayText(bytes).kind === 'text';
}
