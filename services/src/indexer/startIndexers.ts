import { foyerDevChain } from '@foyer/kernel';
import type { FastifyBaseLogger } from 'fastify';
import type { ChainRegistry } from '../chain/createChainRegistry.js';
import type { ActivityRepository } from './ActivityRepository.js';
import { startEvmIndexer, type EvmIndexer, type EvmIndexerOptions } from './startEvmIndexer.js';
import { watchAdvisoryLock } from './watchAdvisoryLock.js';

/** The running indexers, one per indexed EVM chain. */
export type Indexers = {
  get(chainId: string): EvmIndexer | undefined;
  /** Whether this process indexes now (always without `lockDatabase`; on PostgreSQL, while it holds the lock). */
  active(): boolean;
  stop(): Promise<void>;
};

/** The EVM chains indexed: our own dev chain (anvil) only; other chains have no history here. */
export const INDEXED_EVM_CHAINS: ReadonlySet<string> = new Set([foyerDevChain.caipNetworkId]);

/** The name of the indexers' advisory lock: one active indexing process per database schema. */
export const INDEXER_LOCK_NAME = 'foyer-indexer';

export type StartIndexersOptions = {
  chains: ChainRegistry;
  repository: ActivityRepository;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /**
   * The PostgreSQL URL the activity is stored in, when several API instances share it: only the instance holding
   * the advisory lock `INDEXER_LOCK_NAME` indexes; the others stand by and take over when it goes away.
   */
  lockDatabase?: string | undefined;
  /** How often a standby asks for the lock (default 2000 ms). */
  lockRetryMs?: number;
  /** Passed to each indexer (tests shorten the polling). */
  indexerOptions?: Pick<EvmIndexerOptions, 'pollIntervalMs' | 'subscribe'>;
};

/**
 * A chain's indexer as the routes see it: the running one while this process is active; otherwise (standby) one that
 * serves what the active instance stored (its rows are checked by that instance).
 */
function indexerHandle(chainId: string, repository: ActivityRepository, running: () => EvmIndexer | undefined): EvmIndexer {
  return {
    chainId,
    checked: () => running()?.checked() ?? Promise.resolve(),
    sync: async () => {
      const indexer = running();
      return indexer !== undefined ? indexer.sync() : ((await repository.findChain(chainId))?.lastBlock ?? -1);
    },
    subscribed: () => running()?.subscribed() ?? false,
    stop: async () => running()?.stop(),
  };
}

/**
 * Starts an indexer for each served chain that is one of our own EVM dev chains (`INDEXED_EVM_CHAINS`); with
 * `lockDatabase`, only while this process holds the indexers' PostgreSQL advisory lock.
 * @example
 * const indexers = startIndexers({ chains, repository: new ActivityRepository(db), log: app.log });
 * app.addHook('preClose', () => indexers.stop());
 */
export function startIndexers(options: StartIndexersOptions): Indexers {
  const { repository, log } = options;
  const indexed = [...options.chains.values()].filter((chain) => chain.namespace === 'eip155' && INDEXED_EVM_CHAINS.has(chain.chainId));
  const running = new Map<string, EvmIndexer>();
  let stopping: Promise<void> = Promise.resolve();
  let closed = false;

  const startAll = (): void => {
    if (closed) return;
    for (const chain of indexed) {
      running.set(chain.chainId, startEvmIndexer({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, repository, log, ...options.indexerOptions }));
    }
  };
  const stopAll = (): Promise<void> => {
    const stopped = [...running.values()];
    running.clear();
    stopping = Promise.all([stopping, ...stopped.map((indexer) => indexer.stop())]).then(() => undefined);
    return stopping;
  };

  const lock =
    options.lockDatabase === undefined || indexed.length === 0
      ? undefined
      : watchAdvisoryLock({
          url: options.lockDatabase,
          name: INDEXER_LOCK_NAME,
          // The previous run (if the lock was lost and won back) finishes before a new one starts.
          onAcquired: () => void stopping.then(startAll),
          onLost: () => void stopAll(),
          log,
          ...(options.lockRetryMs !== undefined ? { retryMs: options.lockRetryMs } : {}),
        });
  if (lock === undefined) startAll();

  const handles = new Map(indexed.map((chain) => [chain.chainId, indexerHandle(chain.chainId, repository, () => running.get(chain.chainId))]));
  return {
    get: (chainId) => handles.get(chainId),
    active: () => lock?.held() ?? true,
    stop: async () => {
      closed = true;
      await lock?.close();
      await stopAll();
    },
  };
}
