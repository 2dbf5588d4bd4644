import type { Browser, Request, Response } from '@playwright/test';
import { isLoopbackUrl } from '../../e2e/support/isLoopbackUrl.js';
import { addSizes, byteSizes, ZERO_SIZES, type ByteSizes } from './byteSizes.js';
import { watchNetwork } from './networkIdle.js';
import { PAGE_PROBE } from './pageProbe.js';

export interface PageRun {
  /** JS requested from navigation until the load event. */
  loadJs: ByteSizes;
  loadJsRequests: number;
  /** JS requested after the load event, before any click, until the network is idle (prefetch). */
  idleJs: ByteSizes;
  idleJsRequests: number;
  /** JS fetched from the click until the modal is open and the network idle. */
  openJs: ByteSizes;
  openJsRequests: number;
  /** Navigation start -> connect button visible (first animation frame it is laid out). */
  buttonVisibleMs: number;
  /** Click dispatch -> first wallet row visible. */
  clickToWalletMs: number;
  /** JS heap used after a forced GC, modal open. */
  heapAfterOpenBytes: number;
  offLoopbackRequests: string[];
  /** Module Federation remote entries requested before the click (a page must load none before intent). */
  remoteEntriesBeforeClick: string[];
}

type Phase = 'load' | 'idle' | 'open';

const CLICK_TIMEOUT_MS = 15_000;

function asNumber(value: unknown): number {
  if (typeof value !== 'number' || !Number.isFinite(value)) throw new Error(`Expected a number from the page probe, got ${String(value)}`);
  return value;
}

function isJs(request: Request, response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return request.resourceType() === 'script' || /javascript/.test(type) || /\.m?js(\?|$)/.test(request.url());
}

/** One cold run of one page in a fresh browser context. */
export async function measurePage(browser: Browser, url: string): Promise<PageRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    let phase: Phase = 'load';
    const network = watchNetwork(page, url);
    const offLoopbackRequests: string[] = [];
    const remoteEntriesBeforeClick: string[] = [];
    const phases = new Map<Request, Phase>();
    const scripts: Promise<{ phase: Phase; sizes: ByteSizes } | undefined>[] = [];

    await context.route((target) => !isLoopbackUrl(target), (route) => route.abort('blockedbyclient'));
    page.on('request', (request) => {
      phases.set(request, phase);
      if (!isLoopbackUrl(request.url())) offLoopbackRequests.push(request.url());
      if (phase !== 'open' && /\/remoteEntry\.js(\?|$)/.test(request.url())) remoteEntriesBeforeClick.push(request.url());
    });
    page.on('response', (response) => {
      const request = response.request();
      if (!isJs(request, response)) return;
      const requestPhase = phases.get(request) ?? phase;
      scripts.push(
        response
          .body()
          .then((body) => ({ phase: requestPhase, sizes: byteSizes(body) }))
          .catch(() => undefined),
      );
    });
    page.once('load', () => {
      if (phase === 'load') phase = 'idle';
    });
    await page.addInitScript({ content: PAGE_PROBE });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForFunction('window.__foyerBenchProbe?.buttonVisibleAt != null');
    await network.idle();
    const buttonVisibleMs = asNumber(await page.evaluate('window.__foyerBenchProbe.buttonVisibleAt'));

    phase = 'open';
    const clickToWalletMs = asNumber(
      await page.evaluate(`window.__foyerBenchProbe.clickToFirstWallet(${CLICK_TIMEOUT_MS})`),
    );
    await network.idle();

    const cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.collectGarbage');
    const { usedSize } = await cdp.send('Runtime.getHeapUsage');
    await cdp.detach();

    const measured = (await Promise.all(scripts)).filter((entry) => entry !== undefined);
    const total = (of: Phase): ByteSizes =>
      measured.filter((entry) => entry.phase === of).reduce((sum, entry) => addSizes(sum, entry.sizes), ZERO_SIZES);
    const count = (of: Phase): number => measured.filter((entry) => entry.phase === of).length;
    return {
      loadJs: total('load'),
      loadJsRequests: count('load'),
      idleJs: total('idle'),
      idleJsRequests: count('idle'),
      openJs: total('open'),
      openJsRequests: count('open'),
      buttonVisibleMs,
      clickToWalletMs,
      heapAfterOpenBytes: usedSize,
      offLoopbackRequests,
      remoteEntriesBeforeClick,
    };
  } finally {
    await context.close();
  }
}

/** Every run of every bench page: the bare foyer page, the same page for EVM + Solana (`multi`), the demo, the baseline. */
export interface BenchRuns {
  foyer: readonly PageRun[];
  multi: readonly PageRun[];
  demo: readonly PageRun[];
  baseline: readonly PageRun[];
}
