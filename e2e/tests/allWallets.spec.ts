import type { Locator } from '@playwright/test';
import { catalogueById, catalogueWallets, walletMatchesSearch } from '../support/catalogue.js';
import { walletIdOf } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';

const PAGE_SIZE = 40;
const SEARCH_DEBOUNCE_MS = 300;

async function listedWalletIds(rows: Locator): Promise<string[]> {
  const testIds = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
  return testIds.map(walletIdOf);
}

/**
 * Catalogue wallets whose rendered row does not show the catalogue name, read in one snapshot
 * (a virtual list may recycle rows between two separate look-ups).
 */
async function mislabelledWallets(rows: Locator): Promise<string[]> {
  const entries = await rows.evaluateAll((elements) =>
    elements.map((element) => [element.getAttribute('data-testid'), element.textContent ?? ''] as const),
  );
  return entries.flatMap(([testId, text]) => {
    const wallet = catalogueById.get(walletIdOf(testId));
    return wallet && !text.includes(wallet.name) ? [`${wallet.name}: "${text}"`] : [];
  });
}

test.describe('All wallets view', () => {
  test.beforeEach(async ({ demo, page }) => {
    await demo.goto();
    await demo.openModal();
    await page.getByTestId('all-wallets').click();
    await expect(demo.view('AllWallets')).toBeVisible();
  });

  test('lists catalogue wallets page by page as the list scrolls', async ({ demo, requestLog }) => {
    const view = demo.view('AllWallets');
    const rows = demo.walletRows(view);
    const first = catalogueWallets[0];
    if (!first) throw new Error('empty catalogue');
    await expect(view.getByTestId(`wallet-${first.id}`)).toContainText(first.name);
    const pageOne = requestLog.getWalletsQueries().filter((query) => query.get('page') === '1' && !query.get('search'));
    expect(pageOne.length).toBeGreaterThanOrEqual(1);
    expect(pageOne.every((query) => query.get('entries') === String(PAGE_SIZE))).toBe(true);

    const secondPageRanks = new Set(catalogueWallets.slice(PAGE_SIZE, PAGE_SIZE * 2).map((wallet) => wallet.id));
    await expect
      .poll(
        async () => {
          // One screenful down per poll, as a visitor's wheel does (rows themselves get recycled).
          await view.getByTestId('all-wallets-grid').evaluate((grid) => grid.scrollBy(0, grid.clientHeight));
          const ids = await listedWalletIds(rows);
          return ids.some((id) => secondPageRanks.has(id));
        },
        { message: 'a wallet ranked 41..80 is rendered after scrolling', timeout: 20_000 },
      )
      .toBe(true);
    expect(requestLog.getWalletsQueries().some((query) => query.get('page') === '2')).toBe(true);
    expect(await mislabelledWallets(rows)).toEqual([]);
  });

  test('search narrows the list and fires one request after the visitor stops typing', async ({ demo, page, requestLog }) => {
    const view = demo.view('AllWallets');
    const rows = demo.walletRows(view);
    await expect(rows.first()).toBeVisible();
    const searchesBefore = requestLog.getWalletsQueries().filter((query) => query.get('search')).length;
    expect(searchesBefore).toBe(0);

    // The debounce runs on the page's clock, paused while the visitor types: on a busy machine a gap between two
    // keystrokes can outlast the debounce, which is a slow typist, not the behaviour under test.
    await page.clock.install();
    await page.clock.pauseAt(Date.now() + 1_000);
    await page.getByTestId('wallet-search').pressSequentially('trust', { delay: 40 });
    await page.clock.resume();
    const trustWallet = catalogueWallets.find((wallet) => wallet.slug === 'trust-wallet' || wallet.name === 'Trust Wallet');
    if (!trustWallet) throw new Error('Trust Wallet is missing from the catalogue');
    await expect(view.getByTestId(`wallet-${trustWallet.id}`)).toBeVisible();
    await expect
      .poll(async () => {
        const ids = await listedWalletIds(rows);
        return ids.every((id) => {
          const wallet = catalogueById.get(id);
          return wallet !== undefined && walletMatchesSearch(wallet, 'trust');
        });
      }, { message: 'every listed wallet matches "trust"' })
      .toBe(true);
    expect(await mislabelledWallets(rows)).toEqual([]);

    // Wait past another debounce period: still only the one search for the whole word.
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS * 2);
    const searches = requestLog.getWalletsQueries().filter((query) => query.get('search'));
    expect(searches.map((query) => query.get('search'))).toEqual(['trust']);
  });

  test('Back returns to Connect', async ({ demo, page }) => {
    await demo.back();
    await expect(demo.view('Connect')).toBeVisible();
    await expect(demo.view('AllWallets')).toBeHidden();
  });
});
