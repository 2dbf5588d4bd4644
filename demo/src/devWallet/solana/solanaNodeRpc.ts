import { DevWalletRpcError, RPC_ERROR } from '../DevWalletRpcError.js';

/**
 * Calls a JSON-RPC method on the dev Solana node and resolves to its `result`; a node error rejects
 * with its code and message (e.g. -32002 "Transaction simulation failed: ...").
 * @example
 * const signature = await solanaNodeRpc(url, 'sendTransaction', [wire, { encoding: 'base64' }])
 */
export async function solanaNodeRpc(url: string, method: string, params: readonly unknown[]): Promise<unknown> {
  let payload: { result?: unknown; error?: { code?: number; message?: string; data?: unknown } };
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
    });
    payload = (await response.json()) as typeof payload;
  } catch (error) {
    throw new DevWalletRpcError(RPC_ERROR.internal, `The dev Solana node at ${url} is unreachable: ${error instanceof Error ? error.message : String(error)}`);
  }
  if (payload.error) throw new DevWalletRpcError(payload.error.code ?? RPC_ERROR.internal, payload.error.message ?? method, payload.error.data);
  return payload.result;
}
