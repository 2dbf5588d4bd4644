import type { ChainEntry } from './createChainRegistry.js';
import { rpcBatchRequest } from './rpcBatchRequest.js';
import { nodeError } from './postJsonRpc.js';

/**
 * The chain's head as a string: the block number (EVM `eth_blockNumber`) or the slot (Solana `getSlot`).
 * Cached balances are keyed by it, so a new block or slot is never hidden by the 30 s cache.
 * @example
 * const head = await readChainHead(chain) // '0x1f'
 */
export async function readChainHead(chain: ChainEntry): Promise<string> {
  const method = chain.namespace === 'eip155' ? 'eth_blockNumber' : 'getSlot';
  const [outcome] = await rpcBatchRequest({ chainId: chain.chainId, url: chain.rpcUrl }, [{ method, params: [] }]);
  if (!outcome?.ok || (typeof outcome.result !== 'string' && typeof outcome.result !== 'number')) {
    throw nodeError({ chainId: chain.chainId, url: chain.rpcUrl }, method, outcome && !outcome.ok ? outcome.message : 'no head in the answer');
  }
  return String(outcome.result);
}
