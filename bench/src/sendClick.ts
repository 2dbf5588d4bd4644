/**
 * Issue 11's send figure for `npm run bench`: on the demo page, connected with the injected dev wallet and the Account
 * view open, the time from a click on `account-send` (dispatched in the page, no hover first, so no intent prefetch)
 * until `view-WalletSend` is visible. Each run is a fresh browser context
 * (cold HTTP cache). It also records what of the send remote was requested before the click: the Account view's Send
 * row is the remote's `AccountActions` slot, so opening Account loads `remotes/send/remoteEntry.js`, and the row preloads
 * the views' lazy chunks once it is on screen).
 */
import type { Browser, Locator, Page } from '@playwright/test';
import { DEV_WALLET } from '../../e2e/support/DemoPage.js';
import { isLoopbackUrl } from '../../e2e/support/isLoopbackUrl.js';
import { watchNetwork } from './networkIdle.js';
import { PAGE_PROBE } from './pageProbe.js';
import { summarize } from './summarize.js';

const CLICK_TIMEOUT_MS = 15_000;
const CONNECT_TIMEOUT_MS = 20_000;
/** Requests of the send remote: its entry and its chunks (`<remotesUrl>/send/…`). */
const SEND_REMOTE = /\/send\/(remoteEntry\.js|chunks\/[^/?]+\.js)(\?|$)/;
const SEND_ENTRY = /\/send\/remoteEntry\.js(\?|$)/;

export type SendClickRun = {
  /** Click on `account-send` → `view-WalletSend` visible, in the page's clock. */
  clickToViewMs: number;
  /** Send remote URLs (entry and chunks) requested before the click. */
  sendRequestsBeforeClick: string[];
  /** Send remote URLs requested from the click until the network is idle again. */
  sendRequestsOnClick: string[];
  offLoopbackRequests: string[];
};

async function isVisible(locator: Locator): Promise<boolean> {
  return locator.isVisible().catch(() => false);
}

/** Connects the dev wallet from the Connect view and leaves the modal open on Account (it may close after connecting). */
async function connectAndOpenAccount(page: Page): Promise<Locator> {
  const button = page.getByTestId('connect-button');
  const modal = page.getByTestId('foyer-modal');
  const account = page.getByTestId('view-Account');
  await button.click();
  await page.getByTestId('view-Connect').getByTestId(`wallet-${DEV_WALLET.rdns}`).click();
  const deadline = Date.now() + CONNECT_TIMEOUT_MS;
  while (!(await isVisible(account))) {
    if (Date.now() > deadline) throw new Error(`The Account view did not open within ${CONNECT_TIMEOUT_MS} ms of connecting`);
    if (!(await isVisible(modal))) await button.click();
    await page.waitForTimeout(100);
  }
  return account;
}

/** One cold run on the demo page (`url`, connected to the bench's stack). */
export async function measureSendClick(browser: Browser, url: string): Promise<SendClickRun> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const network = watchNetwork(page, url);
    let clicked = false;
    const before: string[] = [];
    const after: string[] = [];
    const offLoopbackRequests: string[] = [];
    await context.route((target) => !isLoopbackUrl(target), (route) => route.abort('blockedbyclient'));
    page.on('request', (request) => {
      if (!isLoopbackUrl(request.url())) offLoopbackRequests.push(request.url());
      if (SEND_REMOTE.test(request.url())) (clicked ? after : before).push(request.url());
    });
    await page.addInitScript({ content: PAGE_PROBE });
    await page.goto(url, { waitUntil: 'load' });
    const account = await connectAndOpenAccount(page);
    await account.getByTestId('account-send').waitFor({ state: 'visible', timeout: CLICK_TIMEOUT_MS });
    await network.idle();

    clicked = true;
    const clickToViewMs = await page.evaluate(
      `window.__foyerBenchProbe.clickToVisible('[data-testid="account-send"]', '[data-testid="view-WalletSend"]', ${CLICK_TIMEOUT_MS})`,
    );
    if (typeof clickToViewMs !== 'number' || !Number.isFinite(clickToViewMs)) throw new Error(`Expected a number from the page probe, got ${String(clickToViewMs)}`);
    await network.idle();
    return { clickToViewMs, sendRequestsBeforeClick: before, sendRequestsOnClick: after, offLoopbackRequests };
  } finally {
    await context.close();
  }
}

/** The send remote's entry among `urls`. */
function entries(urls: readonly string[]): number {
  return urls.filter((url) => SEND_ENTRY.test(url)).length;
}

function range(values: readonly number[], digits: number): string {
  const { median, min, max } = summarize(values);
  const shown = (value: number) => value.toFixed(digits);
  return min === max ? shown(median) : `${shown(median)} (${shown(min)}–${shown(max)})`;
}

/** The markdown section of bench/RESULTS.md. */
export function renderSendClick(runs: readonly SendClickRun[]): string {
  return [
    '',
    '## Send (issue 11)',
    '',
    `The demo page connected with the injected dev wallet, Account open; ${runs.length} cold runs (fresh context each), median (min–max).`,
    "The click is dispatched in the page without a hover; the send views' code is preloaded once the Send row (the remote's slot) is on screen, so the click fetches nothing.",
    '',
    '| figure | unit | demo |',
    '| --- | --- | --- |',
    `| click \`account-send\` → \`view-WalletSend\` visible | ms | ${range(runs.map((run) => run.clickToViewMs), 1)} |`,
    `| send remote entry (\`remotes/send/remoteEntry.js\`) requested before the click (the Account view's Send row is its slot) | count | ${range(runs.map((run) => entries(run.sendRequestsBeforeClick)), 0)} |`,
    `| send remote chunks requested before the click | count | ${range(runs.map((run) => run.sendRequestsBeforeClick.length - entries(run.sendRequestsBeforeClick)), 0)} |`,
    `| send remote requests on the click (entry and chunks) | count | ${range(runs.map((run) => run.sendRequestsOnClick.length), 0)} |`,
    `| requests to non-loopback hosts | count | ${range(runs.map((run) => run.offLoopbackRequests.length), 0)} |`,
    '',
  ].join('\n');
}
