/**
 * Issue 11's service figures for `npm run bench`: the history endpoint's latency with 50,000 indexed transfers
 * (synthetic rows stored through the indexer's repository, timed over HTTP on 127.0.0.1) and the indexer's catch-up
 * rate on an anvil chain of 10,000 blocks (mined with `anvil_mine`, some holding transfers). Bounded in count and time.
 *
 *   node --import tsx/esm bench/src/historyBench.ts    these figures alone
 */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { FOYER_DEV_EVM_ACCOUNTS } from '@foyer/kernel';
import { buildApi } from '../../services/src/api/buildApi.js';
import { startAnvil } from '../../services/src/anvil/startAnvil.js';
import { migrateToLatest } from '../../services/src/db/migrateToLatest.js';
import { openDatabase } from '../../services/src/db/openDatabase.js';
import type { AccountActivity } from '../../services/src/indexer/AccountActivity.js';
import { ActivityRepository } from '../../services/src/indexer/ActivityRepository.js';
import { startEvmIndexer } from '../../services/src/indexer/startEvmIndexer.js';

const CHAIN = 'eip155:31337';
const TRANSFERS = 50_000;
const ACCOUNTS = 10;
const REQUESTS = 500;
const PAGE = 50;
const CHAIN_BLOCKS = 10_000;
const BLOCKS_WITH_TRANSFERS = 200;
/** Spec goal of issue 11. */
export const HISTORY_P99_GOAL_MS = 50;
const TIME_LIMIT_MS = 180_000;

export type HistoryBenchResult = {
  transfers: number;
  requests: number;
  p50Ms: number;
  p99Ms: number;
  catchUp: { blocks: number; transfers: number; seconds: number; blocksPerSecond: number };
};

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

function syntheticActivity(accounts: readonly string[]): AccountActivity[] {
  const now = Math.floor(Date.now() / 1000);
  return Array.from({ length: TRANSFERS }, (_, index) => {
    const account = accounts[index % accounts.length] ?? '';
    const blockNumber = 1 + Math.floor(index / 4);
    return {
      chainId: CHAIN,
      account,
      blockNumber,
      txIndex: index % 4,
      hash: `0x${index.toString(16).padStart(64, '0')}`,
      minedAt: now - (TRANSFERS - index),
      status: 'confirmed',
      operationType: index % 2 === 0 ? 'send' : 'receive',
      sentFrom: account,
      sentTo: accounts[(index + 1) % accounts.length] ?? '',
      transfers: [
        index % 3 === 0
          ? { kind: 'native', direction: 'out', amount: '1250000000000000000' }
          : { kind: 'erc20', contract: '0xe1c25ca7196d3bdb611639f09af19e4d98a9410f', direction: 'in', amount: '1500000', name: 'Foyer USD', symbol: 'fUSD', decimals: 6 },
      ],
    };
  });
}

/** p50 / p99 of `GET /v1/account/{account}/history` pages (limit 50, following `next`) on a database of 50,000 transfers. */
async function measureEndpoint(deadline: number): Promise<Pick<HistoryBenchResult, 'p50Ms' | 'p99Ms' | 'requests'>> {
  const directory = await mkdtemp(path.join(os.tmpdir(), 'foyer-history-bench-'));
  const database = path.join(directory, 'foyer.db');
  const accounts = Array.from({ length: ACCOUNTS }, (_, index) => `0x${(index + 1).toString(16).padStart(40, '0')}`);
  // No node answers here: the dev chain's indexer keeps retrying and never touches the synthetic rows.
  const app = await buildApi({ database, rpcUrl: 'http://127.0.0.1:9', logLevel: 'silent', dev: true });
  try {
    const { db } = await openDatabase(database);
    try {
      await new ActivityRepository(db).insertActivity(syntheticActivity(accounts));
    } finally {
      await db.destroy();
    }
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const account = accounts[0] ?? '';
    const timings: number[] = [];
    let cursor: string | null = null;
    for (let index = 0; index < REQUESTS && Date.now() < deadline; index += 1) {
      const target = `${url}/v1/account/${account}/history?projectId=foyer-demo&chainId=${CHAIN}&limit=${PAGE}${cursor === null ? '' : `&cursor=${cursor}`}`;
      const started = performance.now();
      const response = await fetch(target);
      const page = (await response.json()) as { data: unknown[]; next: string | null };
      timings.push(performance.now() - started);
      if (response.status !== 200 || page.data.length === 0) throw new Error(`history answered ${response.status} with ${page.data.length} transactions`);
      cursor = page.next;
    }
    const sorted = [...timings].sort((a, b) => a - b);
    return { requests: timings.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99) };
  } finally {
    await app.close();
    await rm(directory, { recursive: true, force: true });
  }
}

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) });
  const answer = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (answer.error) throw new Error(`${method}: ${answer.error.message}`);
  return answer.result;
}

/** Blocks per second of a fresh indexer reading an anvil chain of 10,000 blocks (200 of them with a transfer). */
async function measureCatchUp(deadline: number): Promise<HistoryBenchResult['catchUp']> {
  const anvil = await startAnvil({ port: 0 });
  const { db } = await openDatabase(':memory:');
  try {
    const [from, to] = FOYER_DEV_EVM_ACCOUNTS;
    for (let index = 0; index < BLOCKS_WITH_TRANSFERS; index += 1) {
      // anvil's unlocked dev accounts: each transfer is mined in its own block.
      await rpc(anvil.url, 'eth_sendTransaction', [{ from, to, value: '0x1' }]);
    }
    const head = Number(BigInt((await rpc(anvil.url, 'eth_blockNumber', [])) as string));
    await rpc(anvil.url, 'anvil_mine', [`0x${(CHAIN_BLOCKS - 1 - head).toString(16)}`]);
    await migrateToLatest(db);
    const indexer = startEvmIndexer({
      chainId: CHAIN,
      rpcUrl: anvil.url,
      repository: new ActivityRepository(db),
      log: { warn: () => undefined, info: () => undefined },
      subscribe: false,
      pollIntervalMs: 3_600_000,
    });
    try {
      const started = performance.now();
      const last = await Promise.race([
        indexer.sync(),
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('indexer catch-up exceeded the bench time limit')), Math.max(1, deadline - Date.now())).unref()),
      ]);
      const seconds = (performance.now() - started) / 1000;
      return { blocks: last + 1, transfers: BLOCKS_WITH_TRANSFERS, seconds, blocksPerSecond: (last + 1) / seconds };
    } finally {
      await indexer.stop();
    }
  } finally {
    await db.destroy();
    await anvil.stop();
  }
}

/** Both figures, within three minutes. */
export async function runHistoryBench(): Promise<HistoryBenchResult> {
  const deadline = Date.now() + TIME_LIMIT_MS;
  const endpoint = await measureEndpoint(deadline);
  const catchUp = await measureCatchUp(deadline);
  return { transfers: TRANSFERS, ...endpoint, catchUp };
}

/** The markdown section of bench/RESULTS.md. */
export function renderHistoryBench(result: HistoryBenchResult): string {
  const goal = result.p99Ms <= HISTORY_P99_GOAL_MS ? 'met' : 'MISSED';
  return [
    '',
    '## Activity history and indexer (issue 11)',
    '',
    '| figure | measured | goal |',
    '| --- | --- | --- |',
    `| history endpoint p50, ${result.transfers.toLocaleString('en')} indexed transfers, ${result.requests} pages of ${PAGE} on 127.0.0.1 | ${result.p50Ms.toFixed(1)} ms | |`,
    `| history endpoint p99 | ${result.p99Ms.toFixed(1)} ms | ≤ ${HISTORY_P99_GOAL_MS} ms (${goal}) |`,
    `| indexer catch-up, anvil chain of ${result.catchUp.blocks.toLocaleString('en')} blocks (${result.catchUp.transfers} with a transfer) | ${result.catchUp.blocksPerSecond.toFixed(0)} blocks/s (${result.catchUp.seconds.toFixed(1)} s) | |`,
    '',
  ].join('\n');
}

if (process.argv[1] !== undefined && import.meta.url === pathToFileURL(process.argv[1]).href) {
  runHistoryBench().then(
    (result) => process.stdout.write(renderHistoryBench(result)),
    (error: unknown) => {
      process.stderr.write(`history bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
      process.exitCode = 1;
    },
  );
}
