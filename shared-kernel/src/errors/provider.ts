import type { Eip1193ProviderRpcError } from '../types/eip1193.js';

/** JSON-RPC 2.0 reserved error codes (also EIP-1474's standard set). */
export const JSON_RPC_ERROR_CODES = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
} as const;

/** Provider error codes Foyer reacts to (EIP-1193, plus the 4902 wallet convention for unknown chains). */
export const PROVIDER_ERROR_CODES = {
  USER_REJECTED_REQUEST: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN_ID: 4902,
  // Kept here too because wallets wrap provider errors in it (MetaMask: 4902 inside -32603).
  INTERNAL_ERROR: JSON_RPC_ERROR_CODES.INTERNAL_ERROR,
} as const;

/**
 * An EIP-1193 / JSON-RPC error (`{ code, message, data? }`): what a provider rejects with and what a
 * JSON-RPC server answers in `error`. Not a `BaseError`: its numeric `code` is the one viem and
 * dapps switch on, and its `message` must stay the exact RPC message (no details appended).
 * @example
 * throw new ProviderRpcError(PROVIDER_ERROR_CODES.UNAUTHORIZED, 'Not connected to email or social')
 */
export class ProviderRpcError extends Error implements Eip1193ProviderRpcError {
  override name = 'ProviderRpcError';
  code: number;
  data: unknown;
  constructor(code: number, message: string, { cause, data }: { cause?: unknown; data?: unknown } = {}) {
    super(message, cause === undefined ? undefined : { cause });
    this.code = code;
    this.data = data;
  }
}

/**
 * Codes meaning "the user said no": EIP-1193 4001, WalletConnect (CAIP-25) 5000–5003
 * (rejected session / chains / methods / events) and Wallet Auth 12001.
 */
export const USER_REJECTION_CODES: readonly number[] = [4001, 5000, 5001, 5002, 5003, 12001];

const MAX_DEPTH = 8;

/**
 * The integer error code of a provider error, looking through `cause` chains and
 * `data.originalError` (how MetaMask wraps 4902 in -32603). The innermost code wins.
 * Codes that are not integers (strings, fractions) are ignored.
 * @example
 * getProviderErrorCode({ code: 4001, message: 'User rejected the request.' }) // 4001
 */
export function getProviderErrorCode(error: unknown): number | undefined {
  return codesOf(error, 0).at(0);
}

/**
 * Whether a wallet error means the user rejected the request.
 * @example
 * if (isUserRejection(error)) throw new ConnectionRejectedError({ cause: error })
 */
export function isUserRejection(error: unknown): boolean {
  return codesOf(error, 0).some((code) => USER_REJECTION_CODES.includes(code));
}

/** Codes found in `error`, innermost first. */
function codesOf(error: unknown, depth: number): number[] {
  if (depth > MAX_DEPTH || error === null || typeof error !== 'object') return [];
  const record = error as { code?: unknown; cause?: unknown; data?: unknown };
  const inner = [
    ...(isObject(record.data) ? codesOf(record.data['originalError'], depth + 1) : []),
    ...codesOf(record.cause, depth + 1),
  ];
  return Number.isInteger(record.code) ? [...inner, record.code as number] : inner;
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object';
}
