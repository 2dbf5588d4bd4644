import { catalogueWallets } from '../support/catalogue.js';
import { expect, test } from '../support/fixtures.js';

test.describe('Standalone build (no bundler: one ES module and <foyer-button>)', () => {
  test('the custom element opens the modal on Connect with catalogue wallets', async ({ page, stack, requestLog }) => {
    const url = new URL('/standalone.html', stack.demo);
    url.searchParams.set('apiUrl', stack.api);
    await page.goto(url.href);

    const button = page.locator('foyer-button').getByTestId('connect-button');
    await expect(button).toHaveText(/connect wallet/i);
    await button.click();
    await expect(page.getByTestId('foyer-modal')).toBeVisible();
    await expect(page.getByTestId('view-Connect')).toBeVisible();

    const first = catalogueWallets[0];
    if (!first) throw new Error('empty catalogue');
    await expect(page.getByTestId(`wallet-${first.id}`)).toContainText(first.name);

    // React came with the standalone module: the page loaded no other copy of it, and no remote entry.
    const scripts = requestLog.urls().filter((requested) => requested.endsWith('.js'));
    expect(scripts.some((requested) => requested.includes('/standalone/foyer.js'))).toBe(true);
    expect(scripts.filter((requested) => requested.includes('remoteEntry'))).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('foyer-modal')).toBeHidden();
  });
});
