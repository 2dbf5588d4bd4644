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
          // Scrolling the last rendered row into view is what a visitor's wheel does to a virtual list.
          await rows.last().scrollIntoViewIfNeeded();
          const ids = await listedWalletIds(rows);
          return ids.some((id) => secondPageRanks.has(id));
        },
        { message: 'a wallet ranked 41..80 is rendered after scrolling', timeout: 20_000 },
      )
      .toBe(true);
    expect(requestLog.getWalletsQueries().some((query) => query.get('page') === '2')).toBe(true);
    for (const id of await listedWalletIds(rows)) {
      const wallet = catalogueById.get(id);
      if (wallet) await expect(view.getByTestId(`wallet-${id}`)).toContainText(wallet.name);
    }
  });

  test('search narrows the list and fires one request after the visitor stops typing', async ({ demo, page, requestLog }) => {
    const view = demo.view('AllWallets');
    const rows = demo.walletRows(view);
    await expect(rows.first()).toBeVisible();
    const searchesBefore = requestLog.getWalletsQueries().filter((query) => query.get('search')).length;
    expect(searchesBefore).toBe(0);

    await page.getByTestId('wallet-search').pressSequentially('trust', { delay: 40 });
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
    for (const id of await listedWalletIds(rows)) {
      const wallet = catalogueById.get(id);
      if (wallet) await expect(view.getByTestId(`wallet-${id}`)).toContainText(wallet.name);
    }

    // Wait past another debounce period: still only the one search for the whole word.
    await page.waitForTimeout(SEARCH_DEBOUNCE_MS * 2);
    const searches = requestLog.getWalletsQueries().filter((query) => query.get('search'));
    expect(searches.map((query) => query.get('search'))).toEqual(['trust']);
  });

  test('Back returns to Connect', async ({ demo, page }) => {
    await page.getByTestId('header-back').click();
    await expect(demo.view('Connect')).toBeVisible();
    await expect(demo.view('AllWallets')).toBeHidden();
  });
});
