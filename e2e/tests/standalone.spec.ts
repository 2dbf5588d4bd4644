import { catalogueWallets } from '../support/catalogue.js';
import { expect, test } from '../support/fixtures.js';

test.describe('Standalone build (no bundler: one ES module and <foyer-button>)', () => {
  test('the custom element opens the modal on Connect with catalogue wallets', async ({ page, stack, requestLog }) => {
    const url = new URL('/standalone.html', stack.demo);
    url.searchParams.set('apiUrl', stack.api);
    await page.goto(url.href);

    const button = page.locator('foyer-button').getByTestId('connect-button');
    await expect(button).toHaveText(/connect wallet/i);
    const remoteEntries = () => requestLog.urls().filter((requested) => requested.includes('remoteEntry'));
    expect(remoteEntries(), 'no remote before the user shows intent').toEqual([]);
    await button.click();
    await expect(page.getByTestId('foyer-modal')).toBeVisible();
    await expect(page.getByTestId('view-Connect')).toBeVisible();

    const first = catalogueWallets[0];
    if (!first) throw new Error('empty catalogue');
    await expect(page.getByTestId(`wallet-${first.id}`)).toContainText(first.name);

    // Everything came with the standalone module; the only remotes are the Connect view's own (the
    // default demo project has e-mail and social login on), loaded on the click.
    const scripts = requestLog.urls().filter((requested) => requested.endsWith('.js'));
    expect(scripts.some((requested) => requested.includes('/standalone/foyer.js'))).toBe(true);
    for (const entry of remoteEntries()) expect(entry).toMatch(/\/remotes\/(email|socials|auth)\/remoteEntry\.js$/);

    await page.keyboard.press('Escape');
    await expect(page.getByTestId('foyer-modal')).toBeHidden();
  });
});
