import type { ChainEntry } from '../chain/createChainRegistry.js';
import { ServiceError } from '../errors/ServiceError.js';
import { errorMessage } from '../errors/errorMessage.js';

import { RPC_PROXY_MAX_RESPONSE_BYTES, RPC_PROXY_TIMEOUT_MS } from './rpcProxyLimits.js';

export type NodeRequest = { jsonrpc: '2.0'; id: number; method: string; params?: unknown };
export type NodeResponse = { jsonrpc?: string; id?: unknown; result?: unknown; error?: unknown };

/** A node answer longer than `RPC_PROXY_MAX_RESPONSE_BYTES`. */
class ResponseTooLargeError extends Error {
  override readonly name = 'ResponseTooLargeError';
}

/** The body as text, read only up to `limit` bytes: a node (or whatever answers at its URL) cannot make the proxy buffer more. */
async function readLimited(response: Response, limit: number): Promise<string> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel();
    throw new ResponseTooLargeError();
  }
  if (response.body === null) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > limit) {
      await reader.cancel();
      throw new ResponseTooLargeError();
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

function isResponse(value: unknown): value is NodeResponse {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && ('result' in value || 'error' in value);
}

/**
 * Sends `requests` to the chain's node as one JSON-RPC batch and resolves to the responses indexed
 * by their (numeric, 0-based) ids. An unreachable node (or one slower than `RPC_PROXY_TIMEOUT_MS`,
 * body included) rejects with 502 `NODE_UNAVAILABLE`, an answer that is not JSON-RPC or is longer
 * than `RPC_PROXY_MAX_RESPONSE_BYTES` with 502 `NODE_ERROR`.
 *
 * @example
 * const answers = await forwardRpc(chain, [{ jsonrpc: '2.0', id: 0, method: 'eth_blockNumber' }]);
 * answers.get(0)?.result // '0x1'
 */
export async function forwardRpc(chain: ChainEntry, requests: readonly NodeRequest[]): Promise<Map<number, NodeResponse>> {
  let response: Response;
  let text: string;
  try {
    response = await fetch(chain.rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(requests.length === 1 ? requests[0] : requests),
      signal: AbortSignal.timeout(RPC_PROXY_TIMEOUT_MS),
    });
    text = await readLimited(response, RPC_PROXY_MAX_RESPONSE_BYTES);
  } catch (error) {
    if (error instanceof ResponseTooLargeError) {
      throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered more than ${RPC_PROXY_MAX_RESPONSE_BYTES} bytes`, { cause: error });
    }
    throw new ServiceError(502, 'NODE_UNAVAILABLE', `The node of ${chain.chainId} is unreachable (${errorMessage(error)})`, { cause: error });
  }
  let payload: unknown;
  try {
    payload = JSON.parse(text);
  } catch (error) {
    throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered HTTP ${response.status} without JSON`, { cause: error });
  }
  const answers = new Map<number, NodeResponse>();
  for (const answer of Array.isArray(payload) ? payload : [payload]) {
    if (isResponse(answer) && typeof answer.id === 'number') answers.set(answer.id, answer);
  }
  if (answers.size === 0) {
    throw new ServiceError(502, 'NODE_ERROR', `The node of ${chain.chainId} answered HTTP ${response.status} without a JSON-RPC response`);
  }
  return answers;
}
