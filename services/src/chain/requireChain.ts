import { ServiceError } from '../errors/ServiceError.js';
import type { ChainEntry, ChainRegistry } from './createChainRegistry.js';

/** The served chain `chainId`, or 400 `UNSUPPORTED_CHAIN` listing the served ones. */
export function requireChain(chains: ChainRegistry, chainId: string): ChainEntry {
  const chain = chains.get(chainId);
  if (chain === undefined) {
    throw new ServiceError(400, 'UNSUPPORTED_CHAIN', `Unsupported chain '${chainId}'; supported: ${[...chains.keys()].join(', ')}`);
  }
  return chain;
}
