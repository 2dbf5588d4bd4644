/**
 * `npm run loadtest` (issue 13, "Load"): the services API (catalogue getWallets, balances, RPC
 * proxy) at a fixed rate and then a ramp to find where each saturates; the WalletConnect relay with
 * 1,000 clients in 500 pairs, alone and then as two instances on Redis with one killed midway.
 * Loopback only, everything started here on free ports; writes its section of bench/RESULTS.md.
 *
 *   npm run loadtest                    everything (~4–5 min on 2 cores)
 *   npm run loadtest -- --skip-relay    the services only (or --skip-services)
 *   npm run loadtest -- --quick         short steps, fewer clients (a smoke run; RESULTS.md untouched)
 */
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LOAD_SECTION_HEADING } from './src/load/keptLoadSection.js';
import type { RelayProcessStats } from './src/load/relayProcess.js';
import { renderLoadResults, type LoadReport, type RelayRun } from './src/load/renderLoadResults.js';
import { replaceSection } from './src/load/replaceSection.js';
import { runRelayLoad, type RelayLoadOptions } from './src/load/runRelayLoad.js';
import { runServicesLoad, type ServicesLoadPlan } from './src/load/runServicesLoad.js';
import { startChild, type Child } from './src/load/startChild.js';
import { startRedis } from './src/load/startRedis.js';

const BENCH_DIR = import.meta.dirname;
const REPO_ROOT = path.resolve(BENCH_DIR, '..');
const RESULTS_FILE = path.join(BENCH_DIR, 'RESULTS.md');
const SERVICES_PROCESS = path.join(BENCH_DIR, 'src', 'load', 'servicesProcess.ts');
const RELAY_PROCESS = path.join(BENCH_DIR, 'src', 'load', 'relayProcess.ts');

const FULL_PLAN: ServicesLoadPlan = {
  warmUp: { rate: 200, durationS: 3 },
  sustained: { rate: 500, durationS: 30 },
  rampUp: [750, 1000, 1500, 2000, 3000],
  rampDown: [400, 300, 200, 100],
  stepS: 4,
};
const QUICK_PLAN: ServicesLoadPlan = { warmUp: { rate: 100, durationS: 1 }, sustained: { rate: 500, durationS: 3 }, rampUp: [1000], rampDown: [250], stepS: 2 };

type RelayPlan = Pick<RelayLoadOptions, 'pairs' | 'rounds' | 'roundIntervalMs' | 'clientsPerAddress'>;
const FULL_RELAY: RelayPlan = { pairs: 500, rounds: 20, roundIntervalMs: 500, clientsPerAddress: 16 };
const QUICK_RELAY: RelayPlan = { pairs: 50, rounds: 6, roundIntervalMs: 300, clientsPerAddress: 16 };

function progress(line: string): void {
  process.stderr.write(`[loadtest] ${line}\n`);
}

function commitOf(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd: REPO_ROOT, encoding: 'utf8' }).trim();
  } catch {
    return 'unknown';
  }
}

type RelayReady = { type: 'ready'; url: string };
const relayStats = (relay: Child<RelayReady>): Promise<RelayProcessStats> => relay.ask<RelayProcessStats>('stats');

async function relayAlone(plan: RelayPlan): Promise<RelayRun> {
  const relay = await startChild<RelayReady>(RELAY_PROCESS, [], { expose_gc: true });
  try {
    const before = await relayStats(relay);
    let after: RelayProcessStats | undefined;
    progress(`relay (one instance): ${plan.pairs * 2} clients at ${relay.ready.url}`);
    const result = await runRelayLoad({
      ...plan,
      relayUrl: () => relay.ready.url,
      atEnd: async () => {
        after = await relayStats(relay);
      },
    });
    if (after === undefined) throw new Error('no memory figure from the relay');
    return { label: 'one instance', result, memory: [{ instance: 'the relay', before, after }] };
  } finally {
    await relay.stop();
  }
}

async function relayFailover(plan: RelayPlan): Promise<RelayRun> {
  const redis = await startRedis();
  const relays: Child<RelayReady>[] = [];
  try {
    for (let index = 0; index < 2; index += 1) relays.push(await startChild<RelayReady>(RELAY_PROCESS, [`--redis=${redis.url}`], { expose_gc: true }));
    const [first, second] = relays as [Child<RelayReady>, Child<RelayReady>];
    const before = await relayStats(second);
    let firstAlive = true;
    let after: RelayProcessStats | undefined;
    const killRound = Math.ceil(plan.rounds / 2);
    progress(`relay (two instances on Redis): ${plan.pairs * 2} clients, the first instance killed at round ${killRound} of ${plan.rounds}`);
    const result = await runRelayLoad({
      ...plan,
      // Dapps and wallets on either instance: a quarter of the pairs on each combination.
      relayUrl: (pair, side) => {
        const onFirst = (side === 'dapp' ? pair : Math.floor(pair / 2)) % 2 === 0;
        return onFirst && firstAlive ? first.ready.url : second.ready.url;
      },
      midway: {
        round: killRound,
        action: async () => {
          firstAlive = false;
          first.process.kill('SIGKILL');
        },
      },
      atEnd: async () => {
        after = await relayStats(second);
      },
    });
    if (after === undefined) throw new Error('no memory figure from the relay');
    return {
      label: `two instances on Redis, one killed at round ${killRound} of ${plan.rounds}`,
      result,
      memory: [{ instance: 'the survivor', before, after }],
    };
  } finally {
    await Promise.all(relays.map((relay) => relay.stop()));
    await redis.stop();
  }
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      'skip-services': { type: 'boolean', default: false },
      'skip-relay': { type: 'boolean', default: false },
    },
  });
  const started = performance.now();
  const plan = values.quick ? QUICK_PLAN : FULL_PLAN;
  const relayPlan = values.quick ? QUICK_RELAY : FULL_RELAY;

  let services: LoadReport['services'] = [];
  if (!values['skip-services']) {
    progress('starting anvil (seeded) and the services API');
    const api = await startChild<{ type: 'ready'; api: string; anvil: string }>(SERVICES_PROCESS);
    try {
      progress(`services API at ${api.ready.api}`);
      services = await runServicesLoad(api.ready.api, plan, progress);
    } finally {
      await api.stop();
    }
  }

  let relay: LoadReport['relay'];
  if (!values['skip-relay']) {
    const runs = [await relayAlone(relayPlan), await relayFailover(relayPlan)];
    for (const { label, result } of runs) progress(`relay, ${label}: ${JSON.stringify(result.counts)}, refused ${result.refused}, unanswered ${result.unanswered}`);
    relay = { pairs: relayPlan.pairs, rounds: relayPlan.rounds, roundIntervalMs: relayPlan.roundIntervalMs, runs };
  }

  const autocannonVersion = (createRequire(import.meta.url)('autocannon/package.json') as { version: string }).version;
  const section = renderLoadResults({
    environment: {
      date: new Date().toISOString().slice(0, 10),
      commit: commitOf(),
      node: process.version,
      cpus: `${os.cpus().length} × ${os.cpus()[0]?.model.trim() ?? 'unknown CPU'}`,
      autocannon: autocannonVersion,
      durationS: (performance.now() - started) / 1000,
    },
    plan,
    services,
    relay,
  });
  process.stdout.write(`${section}\n`);
  if (values.quick || values['skip-services'] || values['skip-relay']) {
    progress('partial or quick run: bench/RESULTS.md left as it is');
  } else {
    const current = await readFile(RESULTS_FILE, 'utf8').catch(() => '');
    await writeFile(RESULTS_FILE, replaceSection(current, LOAD_SECTION_HEADING, section));
    progress(`written to ${path.relative(process.cwd(), RESULTS_FILE)}`);
  }
  // Nothing lost anywhere; on one instance nothing twice either (after a failover a delivery whose
  // acknowledgement died with the instance comes again: at least once, the SDK drops it by hash).
  const failed = relay?.runs.some(({ result }, index) => result.counts.lost > 0 || result.counts.unexpected > 0 || (index === 0 && result.counts.duplicated > 0));
  return failed === true ? 1 : 0;
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  },
);
