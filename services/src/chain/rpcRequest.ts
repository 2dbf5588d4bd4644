import { nextRpcId, nodeError, postJsonRpc, rpcErrorMessage, DEFAULT_RPC_TIMEOUT_MS, type RpcTarget } from './postJsonRpc.js';

export type { RpcTarget } from './postJsonRpc.js';

/**
 * Calls a JSON-RPC method on a node and resolves to its `result`. An unreachable node rejects
 * with a 502 `NODE_UNAVAILABLE` `ServiceError`, a node that answers with an error with 502 `NODE_ERROR`.
 */
export async function rpcRequest(
  target: RpcTarget,
  method: string,
  params: readonly unknown[],
  timeoutMs: number = DEFAULT_RPC_TIMEOUT_MS,
): Promise<unknown> {
  const payload = await postJsonRpc(target, { jsonrpc: '2.0', id: nextRpcId(), method, params }, method, timeoutMs);
  if (typeof payload !== 'object' || payload === null) throw nodeError(target, method, 'the answer is not a JSON-RPC response');
  if ('error' in payload && payload.error !== undefined && payload.error !== null) throw nodeError(target, method, rpcErrorMessage(payload.error));
  if (!('result' in payload)) throw nodeError(target, method, 'the answer has no result');
  return payload.result;
}
