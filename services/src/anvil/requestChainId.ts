/** POSTs `eth_chainId` to the JSON-RPC node at `url`, giving up after `timeoutMs`: the probe of a node that should be up. */
export function requestChainId(url: string, timeoutMs: number): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
    signal: AbortSignal.timeout(timeoutMs),
  });
}
