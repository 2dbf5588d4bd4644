import { proxyRpc, type ProxyRpcEndpoint } from './proxyRpc.js';

/** Between receipt reads. */
export const RECEIPT_POLL_MS = 500;
/** How long a sent EVM transaction may take to be mined before the wait gives up. */
export const RECEIPT_TIMEOUT_MS = 60_000;

export type WaitForEvmReceiptParameters = {
  endpoint: ProxyRpcEndpoint;
  caipNetworkId: string;
  hash: string;
  /** Tests shorten these. */
  pollMs?: number;
  timeoutMs?: number;
};

/** How a sent transaction ended: mined with status 1, mined and reverted, or not mined in time. */
export type EvmReceiptOutcome = 'success' | 'reverted' | 'timeout';

/**
 * Reads a sent transaction's receipt through the services' RPC proxy until it is mined (the one wait of
 * send, swaps and pay). A failed read (the proxy or node briefly down) is retried until the deadline.
 * @example
 * const outcome = await waitForEvmReceipt({ endpoint: services, caipNetworkId: 'eip155:31337', hash })
 * if (outcome !== 'success') throw new TransactionRevertedError(hash)
 */
export async function waitForEvmReceipt(parameters: WaitForEvmReceiptParameters): Promise<EvmReceiptOutcome> {
  const { endpoint, caipNetworkId, hash, pollMs = RECEIPT_POLL_MS, timeoutMs = RECEIPT_TIMEOUT_MS } = parameters;
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const receipt = await proxyRpc<{ status?: string } | null>(endpoint, caipNetworkId, 'eth_getTransactionReceipt', [hash]).catch(() => null);
    if (receipt !== null && receipt !== undefined) return receipt.status === '0x1' ? 'success' : 'reverted';
    if (Date.now() > deadline) return 'timeout';
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}
