import { getCompiledTransactionMessageDecoder, getTransactionDecoder } from '@solana/kit';

function decodesCompletely(decode: (bytes: Uint8Array) => [unknown, number], bytes: Uint8Array): boolean {
  try {
    const [, offset] = decode(bytes);
    return offset === bytes.length;
  } catch {
    return false;
  }
}

/**
 * Whether `bytes` parse, to the last byte, as a Solana transaction message or a whole serialized transaction.
 * Such bytes must never be signed as "a message": the signature would authorise the transaction.
 * @example
 * isSolanaTransactionBytes(new TextEncoder().encode('Hello')) // false
 */
export function isSolanaTransactionBytes(bytes: Uint8Array): boolean {
  if (bytes.length < 3) return false;
  const message = getCompiledTransactionMessageDecoder();
  const transaction = getTransactionDecoder();
  return (
    decodesCompletely((input) => message.read(input, 0), bytes) ||
    decodesCompletely((input) => transaction.read(input, 0), bytes)
  );
}
