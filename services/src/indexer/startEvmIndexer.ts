import type { FastifyBaseLogger } from 'fastify';
import { errorMessage } from '../errors/errorMessage.js';
import type { ActivityRepository } from './ActivityRepository.js';
import { createEvmRpc, type EvmRpc } from './createEvmRpc.js';
import { createTokenMetadataCache } from './createTokenMetadataCache.js';
import { decodeBlockActivity, transferContracts } from './decodeBlockActivity.js';
import { rpcBlockSchema, rpcReceiptSchema, type RpcBlock, type RpcReceipt } from './evmBlockSchemas.js';
import { subscribeNewHeads, webSocketUrlOf, type NewHeadsSubscription } from './subscribeNewHeads.js';
import { z } from 'zod';

/** Spec §9: the fallback RPC polling interval. */
export const INDEXER_POLL_INTERVAL_MS = 4_000;

export type EvmIndexerOptions = {
  chainId: string;
  rpcUrl: string;
  repository: ActivityRepository;
  log: Pick<FastifyBaseLogger, 'warn' | 'info'>;
  /** Default 4000 ms (spec §9); also how often a lost subscription is retried. */
  pollIntervalMs?: number;
  /** Blocks read per batch of JSON-RPC calls (default 100). */
  batchSize?: number;
  /** Recent block hashes kept to notice a reorg (default 128); a deeper reorg re-reads the chain from block 0. */
  keepBlocks?: number;
  /** Follow new blocks over WebSocket (`eth_subscribe` newHeads) when the node offers it (default true). */
  subscribe?: boolean;
};

export type EvmIndexer = {
  chainId: string;
  /** Resolves once the stored rows were checked against the node (genesis hash, reorg) at start, or that check failed. */
  checked(): Promise<void>;
  /** Indexes up to the node's head now; resolves with the last indexed block. */
  sync(): Promise<number>;
  /** Whether new blocks arrive by subscription (else by polling). */
  subscribed(): boolean;
  stop(): Promise<void>;
};

const blockHashSchema = z.looseObject({ hash: z.string() }).nullable();

function quantity(value: unknown): number {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]+$/.test(value)) throw new Error(`not a hex quantity: ${String(value)}`);
  return Number(BigInt(value));
}

const hex = (value: number): string => `0x${value.toString(16)}`;

async function hashesOf(rpc: EvmRpc, numbers: readonly number[]): Promise<(string | undefined)[]> {
  const results = await rpc.batch(numbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [hex(number), false] })));
  return results.map((result) => blockHashSchema.parse(result)?.hash);
}

/**
 * Follows one EVM dev chain (anvil) and stores each account's activity in `repository`: new blocks arrive by
 * `eth_subscribe` newHeads when the node offers WebSocket, otherwise by polling every 4000 ms. Resumes from the
 * last stored block; a different genesis hash (a reset chain) drops the chain's rows; a replaced block (reorg)
 * drops what was stored from there and reads it again.
 * @example
 * const indexer = startEvmIndexer({ chainId: 'eip155:31337', rpcUrl: anvil.url, repository, log: app.log });
 * await indexer.sync();
 * await indexer.stop();
 */
export function startEvmIndexer(options: EvmIndexerOptions): EvmIndexer {
  const { chainId, repository, log } = options;
  const batchSize = options.batchSize ?? 100;
  const keepBlocks = options.keepBlocks ?? 128;
  const rpc = createEvmRpc(chainId, options.rpcUrl);
  const tokens = createTokenMetadataCache(chainId, rpc);
  let stopped = false;
  let failing = false;
  let running: Promise<number> | undefined;
  let again = false;
  let heads: NewHeadsSubscription | undefined;
  let markChecked: () => void = () => undefined;
  const checkedPromise = new Promise<void>((resolve) => (markChecked = resolve));

  /** The last stored block still on the chain, after dropping a reset chain's rows or a reorg's replaced blocks. */
  const verify = async (): Promise<number> => {
    const [genesis] = await hashesOf(rpc, [0]);
    if (genesis === undefined) throw new Error(`${chainId} has no block 0`);
    const stored = await repository.findChain(chainId);
    if (stored === undefined || stored.genesisHash !== genesis) {
      if (stored !== undefined) log.info({ chainId }, 'indexer: the chain was reset (new genesis hash), its history is dropped');
      await repository.resetChain(chainId, genesis);
      return -1;
    }
    let last = stored.lastBlock;
    if (last < 0) return last;
    const [onChain] = await hashesOf(rpc, [last]);
    if (onChain !== undefined && onChain === (await repository.blockHash(chainId, last))) return last;
    // Walk back to the newest remembered block the chain still has.
    const oldest = (await repository.oldestRememberedBlock(chainId)) ?? last;
    while (last > oldest) {
      last -= 1;
      const [hash] = await hashesOf(rpc, [last]);
      if (hash !== undefined && hash === (await repository.blockHash(chainId, last))) {
        log.info({ chainId, block: last }, 'indexer: reorg, re-reading the blocks after the last unchanged one');
        await repository.rollBack(chainId, last);
        return last;
      }
    }
    log.info({ chainId }, 'indexer: no remembered block is still on the chain, re-reading it from block 0');
    await repository.resetChain(chainId, genesis);
    return -1;
  };

  /** Reads blocks `from..to` and stores their activity; false when they do not extend what is stored (a reorg meanwhile). */
  const indexRange = async (from: number, to: number, previousHash: string | undefined): Promise<boolean> => {
    const numbers = Array.from({ length: to - from + 1 }, (_, index) => from + index);
    const blocks: RpcBlock[] = (await rpc.batch(numbers.map((number) => ({ method: 'eth_getBlockByNumber', params: [hex(number), true] })))).map((result) =>
      rpcBlockSchema.parse(result),
    );
    let parent = previousHash;
    for (const block of blocks) {
      if (parent !== undefined && block.parentHash !== parent) return false;
      parent = block.hash;
    }
    const withTransactions = blocks.filter((block) => block.transactions.length > 0);
    const receiptLists = await rpc.batch(withTransactions.map((block) => ({ method: 'eth_getBlockReceipts', params: [block.number] })));
    const receipts = new Map<string, RpcReceipt[]>(withTransactions.map((block, index) => [block.hash, z.array(rpcReceiptSchema).parse(receiptLists[index])]));
    await tokens.load([...receipts.values()].flatMap(transferContracts));
    const activity = blocks.flatMap((block) => decodeBlockActivity(chainId, block, receipts.get(block.hash) ?? [], tokens));
    await repository.commit(chainId, { blocks: blocks.map((block) => ({ number: quantity(block.number), hash: block.hash })), activity }, keepBlocks);
    return true;
  };

  const runOnce = async (): Promise<number> => {
    let last: number;
    try {
      last = await verify();
    } finally {
      markChecked();
    }
    for (;;) {
      const head = quantity(await rpc.request('eth_blockNumber', []));
      if (last >= head || stopped) return last;
      const to = Math.min(head, last + batchSize);
      const previousHash = last < 0 ? undefined : await repository.blockHash(chainId, last);
      if (!(await indexRange(last + 1, to, previousHash))) {
        last = await verify();
        continue;
      }
      last = to;
    }
  };

  const sync = (): Promise<number> => {
    if (running !== undefined) {
      again = true;
      return running;
    }
    const run = async (): Promise<number> => {
      let last = -1;
      do {
        again = false;
        try {
          last = await runOnce();
          if (failing) log.info({ chainId }, 'indexer: the node answers again');
          failing = false;
        } catch (error) {
          if (!failing) log.warn({ chainId, err: errorMessage(error) }, 'indexer: cannot read the chain, retrying');
          failing = true;
          throw error;
        }
      } while (again && !stopped);
      return last;
    };
    running = run().finally(() => (running = undefined));
    return running;
  };

  const background = (): void => void sync().catch(() => undefined);
  const trySubscribe = (): void => {
    if (options.subscribe === false || stopped || heads?.active()) return;
    heads?.close();
    heads = subscribeNewHeads(webSocketUrlOf(options.rpcUrl), background, () => undefined);
  };

  const timer = setInterval(() => {
    if (heads?.active()) return;
    trySubscribe();
    background();
  }, options.pollIntervalMs ?? INDEXER_POLL_INTERVAL_MS);
  timer.unref();
  trySubscribe();
  background();

  return {
    chainId,
    checked: () => checkedPromise,
    sync,
    subscribed: () => heads?.active() ?? false,
    async stop() {
      stopped = true;
      clearInterval(timer);
      heads?.close();
      await running?.catch(() => undefined);
    },
  };
}
