/**
 * Issue 12's service figure for `npm run bench`: the latency of `GET /v1/convert/quotes` on loopback against a seeded
 * anvil dev chain (the AMM's pools read live from the node on every quote): 0.1 ETH → fUSD (one pool) and
 * 100 FOY → fUSD (the direct pool and the two-hop route via WETH compared). Bounded in count and time.
 *
 *   node --import tsx/esm bench/src/convertBench.ts    this figure alone
 */
import { pathToFileURL } from 'node:url';
import { CONVERT_PATHS, FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_TOKENS, NATIVE_TOKEN_PSEUDO_ADDRESS } from '@foyer/kernel';
import { buildApi } from '../../services/src/api/buildApi.js';
import { startAnvil } from '../../services/src/anvil/startAnvil.js';
import { seedDevChain } from '../../services/src/devChain/seedDevChain.js';

const CHAIN = 'eip155:31337';
const WARM_UP = 50;
const REQUESTS = 500;
const TIME_LIMIT_MS = 120_000;
/** Issue 12's goal for the quote endpoint. */
export const QUOTE_P99_GOAL_MS = 20;

export type QuoteBenchRow = { route: string; requests: number; p50Ms: number; p99Ms: number; maxMs: number };

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? Number.NaN;
}

const asset = (symbol: string) => {
  const token = FOYER_DEV_TOKENS.find((candidate) => candidate.caipNetworkId === CHAIN && candidate.symbol === symbol);
  if (!token) throw new Error(`${symbol} is not a seeded dev token`);
  return `${CHAIN}:${token.address}`;
};

export async function runConvertBench(): Promise<QuoteBenchRow[]> {
  const deadline = Date.now() + TIME_LIMIT_MS;
  const anvil = await startAnvil({ port: 0 });
  try {
    await seedDevChain({ rpcUrl: anvil.url });
    // The endpoint's latency, not its per-client limit (120 quotes a minute): 550 quotes come from one address here.
    const app = await buildApi({ database: ':memory:', rpcUrl: anvil.url, logLevel: 'silent', dev: true, limits: { perClientPerMinute: { quote: 10_000 } } });
    try {
      const url = await app.listen({ host: '127.0.0.1', port: 0 });
      const user = `${CHAIN}:${FOYER_DEV_EVM_ACCOUNTS[0]}`;
      const routes = [
        { route: '0.1 ETH → fUSD', from: `${CHAIN}:${NATIVE_TOKEN_PSEUDO_ADDRESS}`, to: asset('fUSD'), amount: '100000000000000000' },
        { route: '100 FOY → fUSD', from: asset('FOY'), to: asset('fUSD'), amount: '100000000000000000000' },
      ];
      const rows: QuoteBenchRow[] = [];
      for (const { route, from, to, amount } of routes) {
        const query = new URLSearchParams({ projectId: 'foyer-demo', amount, userAddress: user, from, to });
        const target = `${url}${CONVERT_PATHS.quotes}?${query.toString()}`;
        const timings: number[] = [];
        for (let index = 0; index < WARM_UP + REQUESTS && Date.now() < deadline; index += 1) {
          const started = performance.now();
          const response = await fetch(target);
          const body = (await response.json()) as { quotes?: { toAmount: string }[] };
          const elapsed = performance.now() - started;
          if (response.status !== 200 || !body.quotes?.[0]?.toAmount) throw new Error(`quotes answered ${response.status} for ${route}`);
          if (index >= WARM_UP) timings.push(elapsed);
        }
        const sorted = [...timings].sort((a, b) => a - b);
        rows.push({ route, requests: timings.length, p50Ms: percentile(sorted, 0.5), p99Ms: percentile(sorted, 0.99), maxMs: sorted.at(-1) ?? Number.NaN });
      }
      return rows;
    } finally {
      await app.close();
    }
  } finally {
    await anvil.stop();
  }
}

export function renderConvertBench(rows: readonly QuoteBenchRow[]): string {
  return [
    '',
    '## Swap quotes (issue 12)',
    '',
    `\`GET /v1/convert/quotes\` on 127.0.0.1 against a seeded anvil dev chain, the pools' reserves read live from the node on every request; ${WARM_UP} warm-up requests discarded, then sequential requests (keep-alive). Goal: p99 ≤ ${QUOTE_P99_GOAL_MS} ms.`,
    '',
    '| route | requests | p50, ms | p99, ms | max, ms | goal p99 ≤ 20 ms |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows.map(({ route, requests, p50Ms, p99Ms, maxMs }) => `| ${route} | ${requests} | ${p50Ms.toFixed(2)} | ${p99Ms.toFixed(2)} | ${maxMs.toFixed(2)} | ${p99Ms <= QUOTE_P99_GOAL_MS ? 'met' : 'NOT MET'} |`),
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(renderConvertBench(await runConvertBench()));
  process.exit(0);
}
