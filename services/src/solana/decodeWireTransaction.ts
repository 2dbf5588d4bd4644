import { getBase58Encoder, getBase64Encoder, getTransactionDecoder, type Transaction } from '@solana/kit';
import { JSON_RPC_ERROR_CODES, ProviderRpcError } from '@foyer/kernel';

export type WireEncoding = 'base58' | 'base64';

/**
 * A transaction from its wire form as `sendTransaction` / `simulateTransaction` receive it
 * (base58 by default, as on a Solana node). Undecodable input rejects with -32602.
 * @example
 * const transaction = decodeWireTransaction(getBase64EncodedWireTransaction(signed), 'base64');
 */
export function decodeWireTransaction(encoded: string, encoding: WireEncoding = 'base58'): Transaction {
  let bytes: Uint8Array;
  try {
    bytes = encoding === 'base64' ? new Uint8Array(getBase64Encoder().encode(encoded)) : new Uint8Array(getBase58Encoder().encode(encoded));
  } catch {
    throw new ProviderRpcError(JSON_RPC_ERROR_CODES.INVALID_PARAMS, `invalid transaction: not ${encoding}`);
  }
  try {
    const transaction = getTransactionDecoder().decode(bytes);
    if (Object.keys(transaction.signatures).length === 0) throw new Error('no signatures');
    return transaction;
  } catch (error) {
    throw new ProviderRpcError(
      JSON_RPC_ERROR_CODES.INVALID_PARAMS,
      `invalid transaction: Transaction failed to deserialize (${error instanceof Error ? error.message : String(error)})`,
    );
  }
}
