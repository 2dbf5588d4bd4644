import {
  ALERTS,
  BALANCE_RETRY_WINDOW_MS,
  FetchTransactionsError,
  RequestTimeoutError,
  SERVICES_REQUEST_TIMEOUT_MS,
  STORAGE_PREFIX,
  TokenBalanceUnavailableError,
} from '@foyer/kernel';
import { messages as shellMessages } from '../../shell/src/ui/messages.js';
import { catalogueWallets } from '../support/catalogue.js';
import type { DemoPage } from '../support/DemoPage.js';
import { FaultProxy, type Fault } from '../support/faultProxy.js';
import { expect, test as base } from '../support/fixtures.js';

/**
 * Faults of the services API (reliability plan §4, issue 13): the demo talks to the real services through a
 * loopback fault proxy (`?apiUrl=`). Long deadlines are crossed with Playwright's clock, never waited for.
 * Each test records its time to outcome in `test.info().annotations` (docs/faults.md).
 */
const test = base.extend<{ api: FaultProxy }>({
  api: async ({ stack }, use) => {
    const proxy = await FaultProxy.start(stack.api);
    await use(proxy);
    await proxy.close();
  },
});

const ORIGINS = '/projects/v1/origins';
const CONFIG = '/appkit/v1/config';
const WALLETS = '/getWallets';
const BALANCE = /\/v1\/account\/[^/]+\/balance/;
const HISTORY = /\/v1\/account\/[^/]+\/history/;

function gotoThrough(demo: DemoPage, api: FaultProxy, params: Record<string, string> = {}): Promise<void> {
  return demo.goto({ apiUrl: api.url, ...params });
}

function timeToOutcome(name: string, startedAt: number): void {
  test.info().annotations.push({ type: 'time-to-outcome', description: `${name}: ${Date.now() - startedAt} ms` });
}

test.describe('services API faults', () => {
  test('F1: origins and config answer 429 -> one Rate Limited alert, no request storm', async ({ demo, page, api }) => {
    api.inject({ path: ORIGINS, fault: { kind: 'status', status: 429, retryAfterSeconds: 60 } });
    api.inject({ path: CONFIG, fault: { kind: 'status', status: 429, retryAfterSeconds: 60 } });
    const started = Date.now();
    await gotoThrough(demo, api);
    await demo.openModal();
    await expect(page.getByTestId('alert')).toHaveCount(1);
    await expect(page.getByTestId('alert')).toContainText(ALERTS.RATE_LIMITED.shortMessage);
    timeToOutcome('F1', started);
    // Still usable: the dev wallet connects.
    await demo.devWalletRow().click();
    await demo.expectConnectedButton();
    expect(api.count(ORIGINS), 'origins requests after a 429').toBe(1);
    expect(api.count(CONFIG), 'config requests after a 429').toBe(1);
  });

  test('F2: origins 503 -> Server Error with the message; the modal still connects an external wallet', async ({ demo, page, api }) => {
    api.inject({ path: ORIGINS, fault: { kind: 'status', status: 503 } });
    const started = Date.now();
    await gotoThrough(demo, api);
    await demo.openModal();
    await expect(page.getByTestId('alert')).toHaveCount(1);
    await expect(page.getByTestId('alert')).toContainText(ALERTS.SERVER_ERROR.shortMessage);
    await expect(page.getByTestId('alert')).toContainText('injected 503');
    timeToOutcome('F2', started);
    await demo.devWalletRow().click();
    await demo.expectConnectedButton();
  });

  test('F2: config 500 -> Server Error; the default features still give a working modal', async ({ demo, page, api }) => {
    api.inject({ path: CONFIG, fault: { kind: 'status', status: 500 } });
    await gotoThrough(demo, api);
    await demo.openModal();
    await expect(page.getByTestId('alert')).toContainText(ALERTS.SERVER_ERROR.shortMessage);
    await demo.devWalletRow().click();
    await demo.expectConnectedButton();
  });

  test('F3: analytics /e answers 403 -> "Invalid App Configuration" once, and no more reports', async ({ demo, page, api }) => {
    const EVENTS = /^\/e(\?|$)/;
    api.inject({ path: EVENTS, method: 'POST', fault: { kind: 'status', status: 403 } });
    await gotoThrough(demo, api, { analytics: '1' });
    await demo.openModal();
    await expect.poll(() => api.count(EVENTS), { message: 'an event was posted' }).toBeGreaterThan(0);
    await expect(page.getByTestId('alert')).toHaveCount(1);
    await expect(page.getByTestId('alert')).toContainText(ALERTS.INVALID_APP_CONFIGURATION.shortMessage);
    const posted = api.count(EVENTS);
    for (let round = 0; round < 3; round += 1) {
      await page.getByTestId('header-close').click();
      await demo.openModal();
    }
    await page.getByTestId('all-wallets').click();
    await expect(demo.view('AllWallets')).toBeVisible();
    await expect(page.getByTestId('alert')).toHaveCount(1);
    expect(api.count(EVENTS), 'events posted after the 403').toBe(posted);
    expect(posted).toBeLessThanOrEqual(5);
  });

  for (const kind of ['malformed', 'wrongShape', 'huge'] as const) {
    test(`F7: catalogue pages that are ${kind} -> the list's catalogued error with Retry, no crash`, async ({ demo, page, api }) => {
      await gotoThrough(demo, api);
      await demo.openModal();
      api.inject({ path: WALLETS, fault: { kind } satisfies Fault });
      const started = Date.now();
      await page.getByTestId('all-wallets').click();
      const view = demo.view('AllWallets');
      // The first page may come from the start-up prefetch; a search always asks the service.
      await page.getByTestId('wallet-search').fill('trust');
      await expect(view.getByRole('alert')).toContainText(shellMessages.allWallets.loadFailed);
      timeToOutcome(`F7 ${kind}`, started);
      api.clear();
      await view.getByRole('button', { name: shellMessages.allWallets.retry }).click();
      await expect(view.getByRole('alert')).toHaveCount(0);
      await expect(demo.walletRows(view).first()).toBeVisible();
    });
  }

  test('F7: a malformed project config and origins -> Server Error alert, no crash', async ({ demo, page, api }) => {
    api.inject({ path: CONFIG, fault: { kind: 'wrongShape' } });
    api.inject({ path: ORIGINS, fault: { kind: 'huge' } });
    await gotoThrough(demo, api);
    await demo.openModal();
    await expect(page.getByTestId('alert')).toHaveCount(1);
    await expect(page.getByTestId('alert')).toContainText(ALERTS.SERVER_ERROR.shortMessage);
  });

  test('F8: origins hang -> Server Error (Request timed out) at the services deadline', async ({ demo, page, api }) => {
    await page.clock.install();
    api.inject({ path: ORIGINS, fault: { kind: 'hang' } });
    await gotoThrough(demo, api);
    // The clock also runs in real time meanwhile: stop well short of the deadline, then cross it.
    await page.clock.fastForward(SERVICES_REQUEST_TIMEOUT_MS - 4_000);
    await demo.openModal();
    await expect(page.getByTestId('alert')).toHaveCount(0);
    await page.clock.fastForward(5_000);
    await expect(page.getByTestId('alert')).toContainText(ALERTS.SERVER_ERROR.shortMessage);
    await expect(page.getByTestId('alert')).toContainText(new RequestTimeoutError().shortMessage);
    await page.getByTestId('header-close').click();
    await demo.expectModalClosed();
  });

  test('F8: All wallets search and page 2 hang -> an error with Retry at the deadline; Retry recovers', async ({ demo, page, api }) => {
    await page.clock.install();
    api.inject({ path: /\/getWallets\?.*page=2/, fault: { kind: 'hang' } });
    await gotoThrough(demo, api);
    await demo.openModal();
    await page.getByTestId('all-wallets').click();
    const view = demo.view('AllWallets');
    const rows = demo.walletRows(view);
    await expect(rows.first()).toBeVisible();
    await expect.poll(() => api.count(WALLETS), { message: 'page 2 was asked' }).toBeGreaterThanOrEqual(2);
    await page.clock.fastForward(SERVICES_REQUEST_TIMEOUT_MS + 500);
    await view.getByTestId('all-wallets-grid').evaluate((grid) => grid.scrollTo(0, grid.scrollHeight));
    await expect(view.getByRole('alert')).toContainText(shellMessages.allWallets.loadMoreFailed);
    await expect(view.getByRole('alert')).toContainText(new RequestTimeoutError().shortMessage);
    api.clear();
    await view.getByRole('button', { name: shellMessages.allWallets.retry }).click();
    const secondPage = new Set(catalogueWallets.slice(40, 80).map((wallet) => `wallet-${wallet.id}`));
    await expect
      .poll(
        async () => {
          await view.getByTestId('all-wallets-grid').evaluate((grid) => grid.scrollBy(0, grid.clientHeight));
          const ids = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
          return ids.some((id) => id !== null && secondPage.has(id));
        },
        { message: 'a wallet ranked 41..80 is listed after Retry' },
      )
      .toBe(true);

    // A search that hangs: the same deadline, then Retry.
    api.inject({ path: /\/getWallets\?.*search=/, fault: { kind: 'hang' } });
    await page.getByTestId('wallet-search').fill('trust');
    await expect
      .poll(() => api.requests.some((request) => request.faulted === 'hang' && request.url.includes('search=')), { message: 'the search was asked' })
      .toBe(true);
    await page.clock.fastForward(SERVICES_REQUEST_TIMEOUT_MS + 500);
    await expect(view.getByRole('alert')).toContainText(new RequestTimeoutError().shortMessage);
    api.clear();
    await view.getByRole('button', { name: shellMessages.allWallets.retry }).click();
    await expect(view.getByRole('alert')).toHaveCount(0);
    await expect(rows.first()).toBeVisible();
    await page.getByTestId('header-close').click();
    await demo.expectModalClosed();
  });

  test('F4: balance 5xx -> Token Balance Unavailable, no balance request within 30 s, one after', async ({ demo, page, api }) => {
    await page.clock.install();
    api.inject({ path: BALANCE, fault: { kind: 'status', status: 503 } });
    await gotoThrough(demo, api);
    await demo.connectDevWallet();
    const account = await demo.openAccount();
    const unavailable = new TokenBalanceUnavailableError().shortMessage;
    await expect(account.getByTestId('account-balance')).toHaveText(unavailable);
    const failures = api.count(BALANCE);
    expect(failures).toBeGreaterThanOrEqual(1);
    api.clear();
    // Inside the window: closing and reopening asks nothing and still says unavailable.
    await page.getByTestId('header-close').click();
    await page.clock.fastForward(BALANCE_RETRY_WINDOW_MS - 5_000);
    await demo.connectButton.click();
    await expect(demo.view('Account').getByTestId('account-balance')).toHaveText(unavailable);
    expect(api.count(BALANCE), 'balance requests within the retry window').toBe(failures);
    // After it: the next look asks again and shows the balance.
    await page.getByTestId('header-close').click();
    await page.clock.fastForward(6_000);
    await demo.connectButton.click();
    await expect(demo.view('Account').getByTestId('account-balance')).toHaveAttribute('data-state', 'loaded');
    expect(api.count(BALANCE)).toBeGreaterThan(failures);
  });

  test('F5: history fails -> "Failed to fetch transactions", an empty list', async ({ demo, page, api }) => {
    api.inject({ path: HISTORY, fault: { kind: 'status', status: 500 } });
    await gotoThrough(demo, api);
    await demo.connectDevWallet();
    const account = await demo.openAccount();
    await account.getByTestId('account-tab-activity').click();
    await expect(page.getByTestId('toast')).toHaveText(new FetchTransactionsError().shortMessage);
    await expect(account.getByTestId('activity-error')).toContainText(new FetchTransactionsError().shortMessage);
    await expect(account.getByTestId('activity-item')).toHaveCount(0);
    expect(api.count(HISTORY), 'history requests after one failure').toBe(1);
    api.clear();
    await account.getByTestId('activity-retry').click();
    await expect(account.getByTestId('activity-error')).toHaveCount(0);
    await expect(account.locator('[data-testid="activity-list"], [data-testid="activity-empty"]')).toBeVisible();
  });

  test('F6: onramp options fail -> the built-in defaults, labelled, no unhandled rejection', async ({ demo, page, api }) => {
    api.inject({ path: '/v1/onramp/options', fault: { kind: 'status', status: 502 } });
    await gotoThrough(demo, api);
    await demo.connectDevWallet();
    const account = await demo.openAccount();
    await account.getByTestId('account-onramp').click();
    const view = demo.view('OnRampProviders');
    await expect(view.getByTestId('onramp-options-fallback')).toBeVisible();
    await expect(view.getByTestId('onramp-token')).toBeVisible();
    await page.getByTestId('header-close').click();
    await demo.expectModalClosed();
  });
});

test.describe('browser faults', () => {
  test('F24: localStorage throws on every read and write -> the widget still opens and connects', async ({ demo, page }) => {
    // The widget's keys (`@foyer/`, the WalletConnect client's included) throw; the demo's dev wallet, which stands
    // for a browser extension with storage of its own, keeps working.
    await page.addInitScript((prefixes) => {
      const { getItem, setItem } = Storage.prototype;
      const widgetKey = (key: string) => prefixes.some((prefix) => key.startsWith(prefix));
      Storage.prototype.getItem = function (this: Storage, key: string) {
        if (widgetKey(key)) throw new DOMException('The operation is insecure.', 'SecurityError');
        return getItem.call(this, key);
      };
      Storage.prototype.setItem = function (this: Storage, key: string, value: string) {
        if (widgetKey(key)) throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
        setItem.call(this, key, value);
      };
    }, [STORAGE_PREFIX]);
    await demo.goto();
    await demo.connectDevWallet();
    await expect(page.getByTestId('demo-status')).toHaveText(/connected/i);
    const account = await demo.openAccount();
    await expect(account.getByTestId('account-balance')).toHaveAttribute('data-state', 'loaded');
    await expect(page.getByTestId('alert')).toHaveCount(0);
  });

  test('F25: offline, then online -> the balance is asked again once', async ({ demo, page, context, api }) => {
    await gotoThrough(demo, api);
    await demo.connectDevWallet();
    const account = await demo.openAccount();
    await expect(account.getByTestId('account-balance')).toHaveAttribute('data-state', 'loaded');
    const before = api.count(BALANCE);
    await context.setOffline(true);
    await context.setOffline(false);
    await expect.poll(() => api.count(BALANCE), { message: 'balance asked again after going online' }).toBe(before + 1);
    await expect(account.getByTestId('account-balance')).toHaveAttribute('data-state', 'loaded');
    await page.waitForTimeout(500);
    expect(api.count(BALANCE)).toBe(before + 1);
  });
});
