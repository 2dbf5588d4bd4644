/**
 * One raw JSON-RPC call from a test to a node (anvil, the Solana node) and its `result`, unchecked: no client library,
 * so the test sees exactly what the node answers.
 */
export async function rpcResult<T = unknown>(url: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  return ((await response.json()) as { result: T }).result;
}
