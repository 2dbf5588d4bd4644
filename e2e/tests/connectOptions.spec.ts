import { catalogueWallets } from '../support/catalogue.js';
import { expect, test } from '../support/fixtures.js';

// The Connect-view options of spec §9, as an integrator sets them (the demo reads them from the query).
test.describe('Connect-view options', () => {
  test('legal checkbox: the methods unlock once it is ticked; collapsed wallets open their own view', async ({ demo, page }) => {
    await demo.goto({ legalCheckbox: '1', collapseWallets: '1' });
    await demo.openModal();
    const connect = demo.view('Connect');
    await expect(connect.getByTestId('legal-terms')).toHaveAttribute('target', '_blank');
    await expect(connect.getByTestId('legal-privacy')).toHaveAttribute('rel', /noopener/);
    const wallets = connect.getByTestId('connect-method-wallet');
    await expect(wallets).toHaveAttribute('aria-disabled', 'true');
    await expect(connect.getByTestId('connect-method-email')).toHaveAttribute('aria-disabled', 'true');

    await connect.getByTestId('legal-checkbox').check();
    await expect(wallets).not.toHaveAttribute('aria-disabled', 'true');
    await page.getByTestId('continue-with-wallet').click();
    await expect(demo.view('ConnectWallets')).toBeVisible();
    await expect(demo.view('ConnectWallets').getByTestId('all-wallets')).toBeVisible();
    // The choice holds for the session: back on Connect it is still ticked.
    await demo.back();
    await expect(page.getByTestId('legal-checkbox')).toBeChecked();
  });

  test('wallet guide: Get started -> What is a wallet? -> Get a wallet -> Explore all', async ({ demo, page }) => {
    await demo.goto();
    await demo.openModal();
    await page.getByTestId('wallet-guide-get-started').click();
    await expect(demo.view('WhatIsAWallet')).toBeVisible();
    await page.getByTestId('get-a-wallet').click();
    const getWallet = demo.view('GetWallet');
    await expect(getWallet).toBeVisible();
    const first = catalogueWallets[0];
    if (!first) throw new Error('empty catalogue');
    await expect(getWallet.getByTestId(`get-wallet-${first.id}-homepage`)).toHaveAttribute('href', /^https:\/\//);
    await page.getByTestId('get-wallet-explore-all').click();
    await expect(demo.view('AllWallets')).toBeVisible();
  });

  test('a custom wallet has its own row and pairs through WalletConnect with its link', async ({ demo, page }) => {
    await demo.goto({ customWallet: '1' });
    await demo.openModal();
    await page.getByTestId('wallet-foyer-sample-wallet').click();
    await expect(demo.view('ConnectingWalletConnect')).toBeVisible();
    await expect(page.getByTestId('wc-deeplink-foyer-sample-wallet')).toHaveAttribute('href', /^foyersample:\/\//);
  });
});
