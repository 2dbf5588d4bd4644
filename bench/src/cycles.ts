/**
 * Issue 13 (plan F27): connect/disconnect cycles in one page must not leak. For each kind — the
 * demo's injected dev wallet, and WalletConnect with a scripted wallet over a relay — it opens the
 * demo in a fresh context, warms up, then runs the cycles, reading after garbage collection the JS
 * heap (every `sampleEvery` cycles), the listeners on window/document, the DOM counters, the live
 * timers (`TIMER_PROBE`) and, for WalletConnect, the topic subscriptions the relay holds.
 *
 * Called by the load test (`runCycles`, `renderCycles`); also runs alone against its own stack:
 *   node --import tsx/esm bench/src/cycles.ts [--dev=100] [--wc=100] [--wc-budget-s=180] [--warmup=20]
 */
import { writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { chromium, type Browser } from '@playwright/test';
import { startRelay, type RunningRelay } from '../../services/src/relay/startRelay.js';
import { chromiumLaunchOptions } from '../../e2e/support/chromiumLaunchOptions.js';
import { DemoPage } from '../../e2e/support/DemoPage.js';
import { spawnStack } from '../../e2e/support/spawnStack.js';
import type { StackUrls } from '../../e2e/support/stackEnv.js';
import { devWalletCycle, walletConnectCycle, type ConnectCycle } from './cycles/connectCycles.js';
import { slope, type CycleFigures, type CycleKind } from './cycles/cycleFigures.js';
import { heapSnapshotTotals } from './cycles/heapSnapshotTotals.js';
import { measurePageResources, openResourceSession } from './cycles/pageResources.js';
import { renderCycles } from './cycles/renderCycles.js';
import { TIMER_PROBE } from './cycles/timerProbe.js';

export type { CycleFigures } from './cycles/cycleFigures.js';
export { renderCycles } from './cycles/renderCycles.js';

export type RunCyclesOptions = {
  /** Chromium launched with `chromiumLaunchOptions()`; each kind gets its own context and page. */
  browser: Browser;
  /** The running stack (`spawnStack`): demo, services and dev node. WalletConnect uses a relay of its own (below). */
  stack: StackUrls;
  /** Dev-wallet cycles measured after the warm-up (default 100; 0 skips them). */
  devWalletCycles?: number;
  /** WalletConnect cycles measured after the warm-up, at most (default 100; 0 skips them). */
  walletConnectCycles?: number;
  /** WalletConnect stops starting cycles after this long (default 180 s): it is the slow one. */
  walletConnectBudgetMs?: number;
  /**
   * Cycles before the start figures (default 20): lazy chunks, remotes and the provider load in them,
   * and V8 compiles the hot functions, so that the start figure is a warm engine's.
   */
  warmupCycles?: number;
  /** Heap sample interval, in cycles (default 10). */
  sampleEvery?: number;
  /** Progress lines (default: none). */
  log?: (line: string) => void;
};

export type CyclesResult = { devWallet?: CycleFigures; walletConnect?: CycleFigures };

type KindRun = {
  kind: CycleKind;
  browser: Browser;
  url: (demo: DemoPage) => string;
  cycle: ConnectCycle;
  cycles: number;
  budgetMs: number;
  warmupCycles: number;
  sampleEvery: number;
  relay: RunningRelay | undefined;
  log: (line: string) => void;
};

async function runKind({ kind, browser, url, cycle, cycles, budgetMs, warmupCycles, sampleEvery, relay, log }: KindRun, stack: StackUrls): Promise<CycleFigures> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: TIMER_PROBE });
    const demo = new DemoPage(page, stack);
    await page.goto(url(demo));
    await demo.connectButton.waitFor({ state: 'visible' });
    const session = await openResourceSession(page);
    for (let index = 0; index < warmupCycles; index += 1) await cycle(demo);
    const start = await measurePageResources(page, session);
    const snapshotStart = await heapSnapshotTotals(session);
    const relayStart = relay?.stats().subscriptions;
    log(`${kind}: warmed up (${warmupCycles} cycles), heap ${(start.heapUsedBytes / 1024).toFixed(0)} KiB`);
    const heapSamples = [{ cycle: 0, heapUsedBytes: start.heapUsedBytes }];
    const started = performance.now();
    let done = 0;
    while (done < cycles && performance.now() - started < budgetMs) {
      await cycle(demo);
      done += 1;
      if (done % sampleEvery === 0 && done < cycles) {
        const { heapUsedBytes } = await measurePageResources(page, session);
        heapSamples.push({ cycle: done, heapUsedBytes });
        log(`${kind}: ${done} cycles, heap ${(heapUsedBytes / 1024).toFixed(0)} KiB`);
      }
    }
    const durationMs = performance.now() - started;
    const end = await measurePageResources(page, session);
    const snapshotEnd = await heapSnapshotTotals(session);
    heapSamples.push({ cycle: done, heapUsedBytes: end.heapUsedBytes });
    const figures: CycleFigures = {
      kind,
      warmupCycles,
      cycles: done,
      durationMs,
      start,
      end,
      heapSamples,
      heapSnapshot: { start: snapshotStart, end: snapshotEnd },
      bytesPerCycle: slope(heapSamples.map((sample) => ({ x: sample.cycle, y: sample.heapUsedBytes }))),
    };
    if (relay && relayStart !== undefined) figures.relaySubscriptions = { start: relayStart, end: relay.stats().subscriptions };
    log(`${kind}: ${done} cycles in ${(durationMs / 1000).toFixed(0)} s, ${figures.bytesPerCycle.toFixed(0)} B/cycle`);
    return figures;
  } finally {
    await context.close();
  }
}

/**
 * Runs the dev-wallet cycles, then the WalletConnect ones, and returns their figures.
 * WalletConnect pairs through a relay started here on a free loopback port (`?relayUrl=`), so that
 * its subscriptions can be counted; every scripted wallet closes its socket after its cycle.
 * @example
 * const result = await runCycles({ browser, stack: spawned.urls, walletConnectBudgetMs: 120_000 })
 * markdown += renderCycles(result)
 */
export async function runCycles({
  browser,
  stack,
  devWalletCycles = 100,
  walletConnectCycles = 100,
  walletConnectBudgetMs = 180_000,
  warmupCycles = 20,
  sampleEvery = 10,
  log = () => undefined,
}: RunCyclesOptions): Promise<CyclesResult> {
  const result: CyclesResult = {};
  const common = { browser, warmupCycles, sampleEvery, log };
  if (devWalletCycles > 0) {
    result.devWallet = await runKind(
      { ...common, kind: 'devWallet', url: (demo) => demo.url(), cycle: devWalletCycle, cycles: devWalletCycles, budgetMs: Infinity, relay: undefined },
      stack,
    );
  }
  if (walletConnectCycles > 0) {
    const relay = await startRelay({ host: '127.0.0.1', port: 0 });
    // The scripted wallets' SDK (sign-client 2.21.8) rejects unhandled on some relay redeliveries
    // ("Record was recently deleted"): counted and reported rather than ending the process.
    const walletErrors: string[] = [];
    const onRejection = (reason: unknown): void => void walletErrors.push(reason instanceof Error ? reason.message : String(reason));
    process.on('unhandledRejection', onRejection);
    try {
      result.walletConnect = await runKind(
        {
          ...common,
          kind: 'walletConnect',
          url: (demo) => demo.url({ relayUrl: relay.url }),
          cycle: walletConnectCycle({ relayUrl: relay.url, rpcUrl: stack.anvil }),
          cycles: walletConnectCycles,
          budgetMs: walletConnectBudgetMs,
          relay,
        },
        stack,
      );
      result.walletConnect.walletErrors = walletErrors;
    } finally {
      process.off('unhandledRejection', onRejection);
      await relay.close();
    }
  }
  return result;
}

/** Ports of the stand-alone run: clear of `npm start` (30x0), the e2e suite (31x0) and the bench (32x0). */
const CYCLES_PORTS = { demo: 3400, api: 3410, secure: 3420, relay: 3430, anvil: 8945, solana: 8947 };

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      dev: { type: 'string', default: '100' },
      wc: { type: 'string', default: '100' },
      'wc-budget-s': { type: 'string', default: '180' },
      warmup: { type: 'string', default: '20' },
      json: { type: 'string' },
    },
  });
  const log = (line: string): void => void process.stderr.write(`[cycles] ${line}\n`);
  const stack = await spawnStack({ ports: CYCLES_PORTS, logFile: path.join(os.tmpdir(), 'foyer-cycles', 'stack.log') });
  const browser = await chromium.launch(chromiumLaunchOptions());
  try {
    const result = await runCycles({
      browser,
      stack: stack.urls,
      devWalletCycles: Number(values.dev),
      walletConnectCycles: Number(values.wc),
      walletConnectBudgetMs: Number(values['wc-budget-s']) * 1000,
      warmupCycles: Number(values.warmup),
      log,
    });
    if (values.json) {
      await writeFile(values.json, `${JSON.stringify(result, null, 2)}\n`);
    }
    process.stdout.write(renderCycles(result));
  } finally {
    await browser.close();
    await stack.stop();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exitCode = 1;
  });
}
