import { isHex, type Hex } from 'viem';
import { SecureSiteError } from '../SecureSiteError.js';

/** A 400 INVALID_REQUEST with `message`. */
export function invalidRequest(message: string): SecureSiteError {
  return new SecureSiteError(400, 'INVALID_REQUEST', message);
}

/** `params[index]` of a positional params array. */
export function param<T = unknown>(params: unknown, index: number): T | undefined {
  return Array.isArray(params) ? (params[index] as T) : undefined;
}

export type TxRequest = { from?: string; to?: Hex; data?: Hex; value?: Hex; gas?: Hex };

/** The transaction object of `eth_sendTransaction` (0x-hex fields only). The summary and the signer both read it. */
export function readTx(value: unknown): TxRequest {
  if (typeof value !== 'object' || value === null) throw invalidRequest('Transaction must be an object');
  const tx = value as Record<string, unknown>;
  for (const key of ['to', 'data', 'value', 'gas'] as const) {
    if (tx[key] !== undefined && !(typeof tx[key] === 'string' && isHex(tx[key]))) throw invalidRequest(`Transaction '${key}' must be 0x hex`);
  }
  if (tx.from !== undefined && typeof tx.from !== 'string') throw invalidRequest("Transaction 'from' must be an address");
  return {
    ...(tx.from !== undefined ? { from: tx.from as string } : {}),
    ...(tx.to !== undefined ? { to: tx.to as Hex } : {}),
    ...(tx.data !== undefined ? { data: tx.data as Hex } : {}),
    ...(tx.value !== undefined ? { value: tx.value as Hex } : {}),
    ...(tx.gas !== undefined ? { gas: tx.gas as Hex } : {}),
  };
}

export type TypedDataRequest = {
  domain?: Record<string, unknown>;
  types: Record<string, unknown>;
  primaryType: string;
  message: Record<string, unknown>;
};

/** The typed data of `eth_signTypedData_v4` ([address, typedData as JSON or object]). */
export function readTypedData(params: unknown): TypedDataRequest {
  const raw = param(params, 1);
  let typedData: unknown;
  try {
    typedData = typeof raw === 'string' ? JSON.parse(raw) : raw;
  } catch {
    throw invalidRequest('eth_signTypedData_v4 expects [address, typedData]');
  }
  const candidate = typedData as Partial<TypedDataRequest> | null;
  if (
    typeof candidate !== 'object' ||
    candidate === null ||
    typeof candidate.primaryType !== 'string' ||
    typeof candidate.types !== 'object' ||
    candidate.types === null ||
    typeof candidate.message !== 'object' ||
    candidate.message === null
  ) {
    throw invalidRequest('eth_signTypedData_v4 expects [address, typedData]');
  }
  return candidate as TypedDataRequest;
}

/** The `{ message (base58), pubkey }` of `solana_signMessage` (object or [object]). */
export function readSolanaSignMessage(params: unknown): { message: string; pubkey?: unknown } {
  const request = (Array.isArray(params) ? params[0] : params) as { message?: unknown; pubkey?: unknown } | undefined;
  if (typeof request?.message !== 'string') throw invalidRequest('solana_signMessage expects { message (base58), pubkey }');
  return { message: request.message, pubkey: request.pubkey };
}

/** The serialized transaction (base58 or base64) of a Solana transaction request, if any. */
export function readSolanaTransactions(params: unknown): string[] {
  const first = (Array.isArray(params) ? params[0] : params) as { transaction?: unknown; transactions?: unknown } | undefined;
  const list = Array.isArray(first?.transactions) ? first.transactions : [first?.transaction];
  if (list.length === 0 || !list.every((item): item is string => typeof item === 'string')) {
    throw invalidRequest('Solana transaction requests expect { transaction } or { transactions }');
  }
  return list;
}
