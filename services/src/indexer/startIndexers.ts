import { foyerDevChain } from '@foyer/kernel';
import type { FastifyBaseLogger } from 'fastify';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import type { ActivityRepository } from './ActivityRepository.js';
import { startEvmIndexer, type EvmIndexer } from './startEvmIndexer.js';

/** The running indexers, one per indexed EVM chain. */
export type Indexers = {
  get(chainId: string): EvmIndexer | undefined;
  stop(): Promise<void>;
};

/** The EVM chains indexed: our own dev chain (anvil) only; other chains have no history here. */
export const INDEXED_EVM_CHAINS: ReadonlySet<string> = new Set([foyerDevChain.caipNetworkId]);

/**
 * Starts an indexer for each served chain that is one of our own EVM dev chains (`INDEXED_EVM_CHAINS`).
 * @example
 * const indexers = startIndexers({ chains, repository: new ActivityRepository(db), log: app.log });
 * app.addHook('preClose', () => indexers.stop());
 */
export function startIndexers(deps: { chains: ChainRegistry; repository: ActivityRepository; log: Pick<FastifyBaseLogger, 'warn' | 'info'> }): Indexers {
  const running = new Map<string, EvmIndexer>();
  for (const chain of deps.chains.values()) {
    if (chain.namespace !== 'eip155' || !INDEXED_EVM_CHAINS.has(chain.chainId)) continue;
    running.set(chain.chainId, startEvmIndexer({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, repository: deps.repository, log: deps.log }));
  }
  return {
    get: (chainId) => running.get(chainId),
    stop: async () => void (await Promise.all([...running.values()].map((indexer) => indexer.stop()))),
  };
}
