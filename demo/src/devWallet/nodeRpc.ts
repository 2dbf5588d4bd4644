import { DevWalletRpcError, RPC_ERROR } from './DevWalletRpcError.js';

interface JsonRpcResponse {
  result?: unknown;
  error?: { code: number; message: string; data?: unknown };
}

let nextId = 1;

/** One JSON-RPC call to the dev node; node errors keep their code and message. */
export async function nodeRpc(nodeUrl: string, method: string, params: readonly unknown[] = []): Promise<unknown> {
  let response: Response;
  try {
    response = await fetch(nodeUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
    });
  } catch (cause) {
    throw new DevWalletRpcError(RPC_ERROR.disconnected, `Foyer Dev Wallet cannot reach the dev node at ${nodeUrl}`, {
      cause: cause instanceof Error ? cause.message : String(cause),
    });
  }
  if (!response.ok) {
    throw new DevWalletRpcError(RPC_ERROR.internal, `The dev node answered HTTP ${response.status}`);
  }
  const body = (await response.json()) as JsonRpcResponse;
  if (body.error) throw new DevWalletRpcError(body.error.code, body.error.message, body.error.data);
  return body.result;
}
