import { DEV_WALLET } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';

// The `locale` option as an integrator sets it (the demo reads `?locale=`): catalogues load on demand.
test.describe('Languages', () => {
  test('?locale=fr: the connect button and the Connect view are in French', async ({ demo, page }) => {
    await demo.goto({ locale: 'fr' });
    // The button re-renders once the French catalogue is applied.
    await expect(demo.connectButton).toHaveText('Connecter un portefeuille');
    await demo.openModal();
    const connect = demo.view('Connect');
    await expect(connect).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Connecter un portefeuille' })).toBeVisible();
    await expect(connect.getByTestId('all-wallets')).toContainText('Tous les portefeuilles');
    await expect(page.getByTestId('header-close')).toHaveAttribute('aria-label', 'Fermer');
    await expect(page.locator('.foyer-root')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('.foyer-root')).toHaveAttribute('dir', 'ltr');
  });

  test('?locale=ar: the modal is right to left, its close button on the left', async ({ demo, page }) => {
    await demo.goto({ locale: 'ar' });
    await expect(demo.connectButton).toHaveText('ربط المحفظة');
    await demo.openModal();
    await expect(demo.view('Connect')).toBeVisible();
    await expect(page.locator('.foyer-root')).toHaveAttribute('dir', 'rtl');
    await expect(page.getByRole('heading', { name: 'ربط المحفظة' })).toBeVisible();

    const card = await demo.modal.boundingBox();
    const close = await page.getByTestId('header-close').boundingBox();
    const title = await page.getByRole('heading', { name: 'ربط المحفظة' }).boundingBox();
    if (!card || !close || !title) throw new Error('the modal is not laid out');
    // Mirrored header: close in the left half, left of the title.
    expect(close.x + close.width / 2).toBeLessThan(card.x + card.width / 2);
    expect(close.x + close.width).toBeLessThanOrEqual(title.x + 1);
    // Mirrored rows: the wallet's icon starts the row on the right, its name follows on the left.
    const row = demo.devWalletRow();
    const icon = await row.locator('img').first().boundingBox();
    const name = await row.getByText(DEV_WALLET.name, { exact: true }).boundingBox();
    if (!icon || !name) throw new Error('the wallet row is not laid out');
    expect(name.x + name.width).toBeLessThanOrEqual(icon.x + 1);
  });

  test('a remote view (Receive) is in French, and the language picker switches it to German while it is open', async ({ demo, page }) => {
    await demo.goto({ locale: 'fr' });
    await expect(demo.connectButton).toHaveText('Connecter un portefeuille');
    await demo.connectDevWallet();
    const account = await demo.openAccount();
    await account.getByTestId('account-receive').click();
    const receive = demo.view('WalletReceive');
    // The receive remote's own texts, from its French catalogue, on its first render.
    await expect(receive.getByTestId('receive-copy')).toHaveText('Copier l’adresse');
    await expect(receive).toContainText('Votre adresse');
    await expect(receive.getByTestId('receive-qr')).toHaveAttribute('aria-label', `QR code de l’adresse ${DEV_WALLET.address}`);

    // The demo's picker calls foyer.setLocale('de'): the open remote view re-renders in German.
    await page.getByTestId('demo-locale').selectOption('de');
    await expect(receive.getByTestId('receive-copy')).toHaveText('Adresse kopieren');
    await expect(receive).toContainText('Deine Adresse');
    await expect(page.locator('.foyer-root')).toHaveAttribute('lang', 'de');
    // Back to English: the remote's built-in texts.
    await page.getByTestId('demo-locale').selectOption('en');
    await expect(receive.getByTestId('receive-copy')).toHaveText('Copy address');
  });
});
