import { nextRpcId, nodeError, postJsonRpc, rpcErrorMessage, DEFAULT_RPC_TIMEOUT_MS, type RpcTarget } from './postJsonRpc.js';

export type RpcCall = { method: string; params: readonly unknown[] };

/** One answer of a batch: the result, or the node's error message for that call alone (e.g. a reverted `eth_call`). */
export type RpcOutcome = { ok: true; result: unknown } | { ok: false; message: string };

/**
 * Sends `calls` as one JSON-RPC batch (one HTTP request) and resolves to their outcomes in call order, matched by id.
 * The transport fails as `rpcRequest` does (502 `NODE_UNAVAILABLE` / `NODE_ERROR`); a missing answer is a `NODE_ERROR`.
 * @example
 * const [balance] = await rpcBatchRequest(target, [{ method: 'eth_getBalance', params: [address, 'latest'] }]);
 */
export async function rpcBatchRequest(target: RpcTarget, calls: readonly RpcCall[], timeoutMs: number = DEFAULT_RPC_TIMEOUT_MS): Promise<RpcOutcome[]> {
  if (calls.length === 0) return [];
  const what = `a batch of ${calls.length} (${[...new Set(calls.map((call) => call.method))].join(', ')})`;
  const ids = calls.map(() => nextRpcId());
  const payload = await postJsonRpc(
    target,
    calls.map((call, index) => ({ jsonrpc: '2.0', id: ids[index], method: call.method, params: call.params })),
    what,
    timeoutMs,
  );
  if (!Array.isArray(payload)) {
    const error = typeof payload === 'object' && payload !== null && 'error' in payload ? payload.error : undefined;
    throw nodeError(target, what, error === undefined ? 'the answer is not a JSON-RPC batch' : rpcErrorMessage(error));
  }
  const byId = new Map<unknown, unknown>();
  for (const answer of payload) if (typeof answer === 'object' && answer !== null && 'id' in answer) byId.set(answer.id, answer);
  return ids.map((id): RpcOutcome => {
    const answer = byId.get(id);
    if (typeof answer !== 'object' || answer === null) throw nodeError(target, what, `no answer for request ${id}`);
    if ('error' in answer && answer.error !== undefined && answer.error !== null) return { ok: false, message: rpcErrorMessage(answer.error) };
    if (!('result' in answer)) throw nodeError(target, what, `the answer to request ${id} has no result`);
    return { ok: true, result: answer.result };
  });
}
