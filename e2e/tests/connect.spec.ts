import { catalogueById, catalogueWallets } from '../support/catalogue.js';
import { DEV_WALLET, walletIdOf } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';

test.describe('Connect view', () => {
  test.beforeEach(async ({ demo }) => {
    await demo.goto();
  });

  test('the connect button opens the modal on Connect', async ({ demo, page }) => {
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
    await demo.openModal();
    await expect(demo.view('Connect')).toBeVisible();
    await expect(page.getByRole('dialog')).toBeVisible();
  });

  test('lists WalletConnect, then the installed dev wallet, then the catalogue recommendations by rank', async ({ demo }) => {
    await demo.openModal();
    const rows = demo.walletRows(demo.view('Connect'));
    // Spec §2 group order: walletConnect, recent, injected, featured, custom, external, recommended.
    await expect(rows.first()).toHaveAttribute('data-testid', 'wallet-walletConnect');
    await expect(rows.nth(1)).toHaveAttribute('data-testid', `wallet-${DEV_WALLET.rdns}`);
    await expect(rows.nth(1)).toContainText(DEV_WALLET.name);
    await expect(rows.nth(1)).toContainText(/installed/i);
    await expect(demo.devWalletRow()).toHaveCount(1);

    const metaMask = catalogueWallets[0];
    if (!metaMask) throw new Error('empty catalogue');
    await expect(rows.filter({ hasText: metaMask.name })).toBeVisible();

    // Catalogue rows are the top-ranked wallets, in rank order, with their catalogue names.
    const testIds = await rows.evaluateAll((elements) => elements.map((element) => element.getAttribute('data-testid')));
    const listed = testIds.map(walletIdOf).flatMap((id) => catalogueById.get(id) ?? []);
    expect(listed.length).toBeGreaterThanOrEqual(1);
    expect(listed.length).toBeLessThanOrEqual(4);
    expect(listed.map((wallet) => wallet.name)).toEqual(catalogueWallets.slice(0, listed.length).map((wallet) => wallet.name));
    for (const wallet of listed) {
      await expect(demo.page.getByTestId(`wallet-${wallet.id}`)).toContainText(wallet.name);
    }
  });

  test('Escape closes the modal and gives focus back to the connect button', async ({ demo, page }) => {
    await demo.openModal();
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('foyer-modal');
    // Focus is trapped: tabbing around never leaves the dialog.
    for (let step = 0; step < 12; step += 1) await page.keyboard.press('Tab');
    await expect.poll(() => page.evaluate(() => document.activeElement?.localName)).toBe('foyer-modal');

    await page.keyboard.press('Escape');
    await demo.expectModalClosed();
    await expect(demo.connectButton).toBeFocused();
  });

  test('the close control closes and the next open starts on Connect again', async ({ demo, page }) => {
    await demo.openModal();
    await page.getByTestId('all-wallets').click();
    await expect(demo.view('AllWallets')).toBeVisible();
    await page.getByTestId('header-close').click();
    await demo.expectModalClosed();
    await demo.openModal();
    await expect(demo.view('Connect')).toBeVisible();
  });
});

test.describe('the demo is no loader for other sites (review 2, N19)', () => {
  test("a link naming another site's services is ignored: nothing is fetched from it", async ({ demo, page }) => {
    const foreign: string[] = [];
    await page.route('https://evil.example/**', async (route) => {
      foreign.push(route.request().url());
      await route.abort();
    });
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await demo.goto({ apiUrl: 'https://evil.example', secureSiteUrl: 'https://evil.example/frame' });
    await demo.openModal();
    await expect(demo.view('Connect')).toBeVisible();
    expect(foreign).toEqual([]);
    expect(warnings.join('\n')).toContain('ignored ?apiUrl=https://evil.example');
  });
});
