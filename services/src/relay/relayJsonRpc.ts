import { JSON_RPC_ERROR_CODES, ProviderRpcError, type Eip1193ProviderRpcError } from '@foyer/kernel';

/** JSON-RPC 2.0 ids: the WalletConnect clients send 19-digit ids as strings or numbers. */
export type JsonRpcId = string | number | null;

export type JsonRpcErrorObject = Eip1193ProviderRpcError;

export type JsonRpcResponse =
  | { jsonrpc: '2.0'; id: JsonRpcId; result: unknown }
  | { jsonrpc: '2.0'; id: JsonRpcId; error: JsonRpcErrorObject };

/** Error codes the relay answers with (JSON-RPC 2.0 reserved codes, plus two for its limits). */
export const RELAY_ERROR_CODES = {
  ...JSON_RPC_ERROR_CODES,
  /** A relay limit was hit (too many topics, mailbox byte budget or quota, ...). */
  LIMIT_EXCEEDED: -32000,
  /** Publishing faster than the connection's or its IP's token bucket allows; retry later. */
  RATE_LIMITED: -32001,
} as const;

/**
 * A JSON-RPC success response.
 * @example
 * rpcResult('1', true) // { jsonrpc: '2.0', id: '1', result: true }
 */
export function rpcResult(id: JsonRpcId, result: unknown): JsonRpcResponse {
  return { jsonrpc: '2.0', id, result };
}

/**
 * A JSON-RPC error response.
 * @example
 * rpcError(null, RELAY_ERROR_CODES.PARSE_ERROR, 'Parse error: the frame is not JSON')
 */
export function rpcError(id: JsonRpcId, code: number, message: string): JsonRpcResponse {
  return { jsonrpc: '2.0', id, error: { code, message } };
}

/**
 * A failure inside a method handler that becomes a JSON-RPC error response (never a crash): the
 * kernel's `ProviderRpcError`, named apart so `instanceof` in the relay catches only its own refusals.
 */
export class RelayRpcError extends ProviderRpcError {
  override name = 'RelayRpcError';
}
