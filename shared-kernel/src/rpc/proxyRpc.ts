import { BaseError } from '../errors/base.js';
import type { ServicesState } from '../api/servicesSlice.js';

/** A JSON-RPC error a node answered (or an answer that is not JSON-RPC). */
export class ProxyRpcError extends BaseError {
  override name = 'ProxyRpcError';
  override code = 'RPC_ERROR' as const;
  constructor(method: string, details: string) {
    super(`${method} failed`, { details });
  }
}

/** Where the services' RPC proxy is: `services.rpcProxyUrl` and the project. */
export type ProxyRpcEndpoint = Pick<ServicesState, 'rpcProxyUrl' | 'projectId'>;

/**
 * One JSON-RPC call to a chain's node through the Foyer services' RPC proxy (every network the
 * widget knows, both families); resolves to `result`, rejects with `ProxyRpcError`.
 * @example
 * const gasPrice = await proxyRpc<string>(services, 'eip155:31337', 'eth_gasPrice', [])
 */
export async function proxyRpc<result>(endpoint: ProxyRpcEndpoint, caipNetworkId: string, method: string, params: unknown): Promise<result> {
  const query = new URLSearchParams({ chainId: caipNetworkId, projectId: endpoint.projectId ?? '' });
  const response = await fetch(`${endpoint.rpcProxyUrl}?${query.toString()}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const payload = (await response.json().catch(() => null)) as { result?: result; error?: { message?: string } } | null;
  if (payload === null || typeof payload !== 'object') throw new ProxyRpcError(method, `HTTP ${response.status}`);
  if (payload.error) throw new ProxyRpcError(method, payload.error.message ?? 'node error');
  if (!response.ok || !('result' in payload)) throw new ProxyRpcError(method, `HTTP ${response.status}`);
  return payload.result as result;
}
