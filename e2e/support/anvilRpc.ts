interface RpcResponse<T> {
  result?: T;
  error?: { code: number; message: string };
}

let nextId = 1;

/** One JSON-RPC call to the dev node, straight from the test process (not through the page). */
export async function anvilRpc<T>(anvilUrl: string, method: string, params: unknown[] = []): Promise<T> {
  const response = await fetch(anvilUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  });
  if (!response.ok) throw new Error(`${method}: HTTP ${response.status} from ${anvilUrl}`);
  const body = (await response.json()) as RpcResponse<T>;
  if (body.error) throw new Error(`${method}: ${body.error.message} (${body.error.code})`);
  return body.result as T;
}
