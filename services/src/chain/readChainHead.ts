import type { ChainEntry } from './createChainRegistry.js';
import { createSingleFlight } from './createSingleFlight.js';
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

/**
 * `readChainHead` shared by concurrent callers: a request that arrives while the chain's head is being read waits
 * for that read instead of asking the node again (under load, one node call per burst instead of one per request).
 * Nothing is kept once the read settles, so a block mined before a request arrives is never hidden from it.
 * @example
 * const readHead = createSharedHeadReader()
 * const head = await readHead(chain)
 */
export function createSharedHeadReader(read: (chain: ChainEntry) => Promise<string> = readChainHead): (chain: ChainEntry) => Promise<string> {
  const shared = createSingleFlight<string>();
  return (chain) => shared(chain.chainId, () => read(chain));
}
