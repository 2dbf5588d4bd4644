import { DEV_WALLET } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';

const REMOTE_ENTRY = /\/remotes\/[^/]+\/remoteEntry\.js(?:\?|$)/;
const RECEIVE_ENTRY = /\/remotes\/receive\/remoteEntry\.js(?:\?|$)/;
const SWAPS_ENTRY = /\/remotes\/swaps\//;
/** The Solana adapter remote: the demo configures a Solana network, so Wallet Standard discovery loads it at idle. */
const SOLANA_ADAPTER = /\/remotes\/solana\//;

test.describe('Receive (federated remote)', () => {
  test.beforeEach(async ({ demo }) => {
    // Wallets and receive only: the only remote this page may load is receive's.
    await demo.goto({ projectId: 'foyer-demo-basic' });
    await demo.connectDevWallet();
  });

  test('loads only when opened and shows the connected address as a QR code with copy', async ({ context, demo, page, requestLog, stack }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(stack.demo).origin });
    const account = await demo.openAccount();
    expect(requestLog.urls(RECEIVE_ENTRY), 'receive remoteEntry before Receive is opened').toEqual([]);

    await account.getByTestId('account-receive').click();
    const receive = demo.view('WalletReceive');
    await expect(receive).toBeVisible();
    expect(requestLog.urls(RECEIVE_ENTRY).length).toBeGreaterThanOrEqual(1);
    const qr = receive.getByTestId('receive-qr');
    await expect(qr).toBeVisible();
    expect((await qr.getAttribute('data-address'))?.toLowerCase()).toBe(DEV_WALLET.address.toLowerCase());

    await receive.getByTestId('receive-copy').click();
    const toast = page.getByTestId('toast');
    await expect(toast).toBeVisible();
    await expect(toast).toHaveAttribute('data-variant', 'success');
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied.toLowerCase()).toBe(DEV_WALLET.address.toLowerCase());

    await demo.back();
    await expect(demo.view('Account')).toBeVisible();
    expect(requestLog.urls(SWAPS_ENTRY), 'a disabled feature (swaps) is never fetched').toEqual([]);
    const entries = requestLog.urls(REMOTE_ENTRY).filter((url) => !SOLANA_ADAPTER.test(url));
    expect(entries.length).toBeGreaterThanOrEqual(1);
    expect(entries.every((url) => RECEIVE_ENTRY.test(url)), `remote entries: ${entries.join(', ')}`).toBe(true);
  });

  test('a remote that fails to load shows an error view; Back and retry work', async ({ demo, page }) => {
    await page.route('**/remotes/receive/remoteEntry.js*', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'remote down' }),
    );
    const account = await demo.openAccount();
    await account.getByTestId('account-receive').click();
    await expect(page.getByTestId('feature-error')).toBeVisible();
    await demo.back();
    await expect(demo.view('Account')).toBeVisible();

    await demo.view('Account').getByTestId('account-receive').click();
    await expect(page.getByTestId('feature-error')).toBeVisible();
    await page.unroute('**/remotes/receive/remoteEntry.js*');
    await page.getByTestId('feature-retry').click();
    await expect(demo.view('WalletReceive')).toBeVisible();
    await expect(page.getByTestId('receive-qr')).toBeVisible();
    await expect(page.getByTestId('feature-error')).toBeHidden();
  });
});

test('with every feature off, no feature remote is ever requested and Account has no Receive', async ({ demo, page, requestLog }) => {
  await demo.goto({ projectId: 'foyer-demo-minimal' });
  await demo.connectDevWallet();
  const account = await demo.openAccount();
  await expect(account.getByTestId('account-address')).toBeVisible();
  await expect(account.getByTestId('account-disconnect')).toBeVisible();
  await expect(account.getByTestId('account-receive')).toHaveCount(0);
  await page.keyboard.press('Escape');
  await demo.expectModalClosed();
  await demo.openModal();
  await expect(demo.view('Account')).toBeVisible();
  // Only the Solana adapter (a Solana network is configured): no feature remote at all.
  expect(requestLog.urls(/\/remotes\//).filter((url) => !SOLANA_ADAPTER.test(url)), 'requests for remotes').toEqual([]);
  // The project really is the minimal one: its config was fetched.
  expect(requestLog.urls(/\/appkit\/v1\/config\?.*projectId=foyer-demo-minimal/).length).toBeGreaterThanOrEqual(1);
});
