import { createServer } from 'node:net';
import { verifyMessage } from 'viem';
import { PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS } from '../../shared-kernel/src/constants.js';
import { startRelay, type RunningRelay } from '../../services/src/relay/startRelay.js';
import { DEMO_MESSAGE } from '../../demo/src/components/SignMessageAction.js';
import type { DemoPage } from '../support/DemoPage.js';
import { displaysAddress } from '../support/displaysAddress.js';
import { expect, test } from '../support/fixtures.js';
import { isLoopbackUrl } from '../support/isLoopbackUrl.js';
import { openPairing, pairingUri, recordWebSockets } from '../support/wcPairing.js';
import { createWcWallet, type WcWallet } from '../support/wcWallet.js';

/** The modal's "relay down" message (RelayUnavailableError of the walletconnect remote). */
const RELAY_DOWN_MESSAGE = 'Cannot reach the WalletConnect relay';
/** anvil account 2: the account the dev wallet page holds by default. */
const WALLET_PAGE_ACCOUNT = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
/** How long the remote waits for the relay socket (RELAY_CONNECT_TIMEOUT_MS) plus slack for the page. */
const RELAY_DOWN_SHOWN_WITHIN_MS = 10_000 + 5_000;

let wallet: WcWallet | undefined;
test.afterEach(async () => {
  await wallet?.close();
  wallet = undefined;
});

/** A loopback port with nothing listening on it (taken from the OS, then released). */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise<void>((resolve) => server.close(() => resolve()));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

test.describe('WalletConnect through the local relay', () => {
  test('pair, sign, switch network, reload, disconnect — all on loopback', async ({ demo, page, stack }) => {
    const sockets = recordWebSockets(page);
    wallet = await createWcWallet({ relayUrl: stack.relay, rpcUrl: stack.anvil });
    await demo.goto();
    const uri = await openPairing(demo);
    const view = demo.view('ConnectingWalletConnect');
    await expect(view).toHaveAttribute('data-state', 'pairing');

    // Deep links open catalogue wallets on the same URI.
    const deepLinks = view.locator('[data-testid^="wc-deeplink-"]');
    await expect(deepLinks.first()).toBeVisible();
    expect(await deepLinks.first().getAttribute('href')).toContain(`wc?uri=${encodeURIComponent(uri)}`);

    await wallet.pair(uri);
    await wallet.approveNextProposal();
    await demo.expectConnectedButton(wallet.address);
    const account = await demo.openAccount();
    await expect
      .poll(async () => displaysAddress(await account.getByTestId('account-address').textContent(), wallet!.address))
      .toBe(true);
    await page.getByTestId('header-close').click();

    // personal_sign goes to the phone wallet through the relay; the signature is the wallet's.
    await page.getByTestId('demo-sign-message').click();
    await expect.poll(async () => (await page.getByTestId('demo-signature').textContent())?.trim()).toMatch(/^0x[0-9a-f]{130}$/i);
    const signed = (await page.getByTestId('demo-signature').textContent())?.trim() as `0x${string}`;
    expect(await verifyMessage({ address: wallet.address, message: DEMO_MESSAGE, signature: signed })).toBe(true);
    expect(wallet.requests.map((request) => request.method)).toContain('personal_sign');

    // Switch to the demo's second EVM network (Ethereum, eip155:1).
    const afterSign = await demo.openAccount();
    await afterSign.getByTestId('account-network').click();
    await page.getByTestId('network-eip155:1').click();
    await expect(page.getByTestId('demo-network')).toContainText(/eip155:1\b|Ethereum/);

    // The session survives a reload (storage), without a new pairing.
    await page.reload();
    await demo.expectConnectedButton(wallet.address);

    const again = await demo.openAccount();
    await again.getByTestId('account-disconnect').click();
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
    await expect.poll(() => wallet!.sessionCount()).toBe(0);

    expect(sockets.length).toBeGreaterThan(0);
    expect(sockets.filter((url) => !isLoopbackUrl(url))).toEqual([]);
    expect(sockets.every((url) => url.startsWith(stack.relay))).toBe(true);
  });

  test('the wallet rejects: "Connection rejected", then a retry pairs with a fresh URI', async ({ demo, stack }) => {
    wallet = await createWcWallet({ relayUrl: stack.relay, rpcUrl: stack.anvil });
    await demo.goto();
    const uri = await openPairing(demo);
    await wallet.pair(uri);
    await wallet.rejectNextProposal();

    const view = demo.view('ConnectingWalletConnect');
    await expect(view).toHaveAttribute('data-state', 'rejected');
    await expect(view.getByRole('alert')).toContainText('Connection rejected');
    await expect(view.getByTestId('wc-qr')).toHaveCount(0);

    await view.getByTestId('wc-retry').click();
    const fresh = await pairingUri(demo, uri);
    await wallet.pair(fresh);
    await wallet.approveNextProposal();
    await demo.expectConnectedButton(wallet.address);
  });

  test('relay down at open: a clear message within seconds, then it pairs once the relay is back', async ({ demo, page, stack }) => {
    const port = await freePort();
    const relayUrl = `ws://127.0.0.1:${port}`;
    let relay: RunningRelay | undefined;
    try {
      await demo.goto({ relayUrl });
      await demo.openModal();
      const started = Date.now();
      await page.getByTestId('wallet-walletConnect').click();
      const view = demo.view('ConnectingWalletConnect');
      await expect(view).toHaveAttribute('data-state', 'relayDown', { timeout: RELAY_DOWN_SHOWN_WITHIN_MS });
      expect(Date.now() - started).toBeLessThan(RELAY_DOWN_SHOWN_WITHIN_MS);
      await expect(view.getByRole('alert')).toContainText(RELAY_DOWN_MESSAGE);
      await expect(view.getByTestId('wc-retry')).toBeVisible();

      relay = await startRelay({ host: '127.0.0.1', port });
      // It recovers by itself (the client reconnects; the view pairs again); no click needed.
      const uri = await pairingUri(demo);
      wallet = await createWcWallet({ relayUrl, rpcUrl: stack.anvil });
      await wallet.pair(uri);
      await wallet.approveNextProposal();
      await demo.expectConnectedButton(wallet.address);
    } finally {
      await wallet?.close();
      wallet = undefined;
      await relay?.close();
    }
  });

  test('an expired pairing code is replaced by a fresh one that still pairs', async ({ demo, page, stack }) => {
    // The browser's clock only: the relay, the wallet and the dev chain keep real time.
    await page.clock.install();
    wallet = await createWcWallet({ relayUrl: stack.relay, rpcUrl: stack.anvil });
    await demo.goto();
    const first = await openPairing(demo);
    await expect(demo.view('ConnectingWalletConnect').getByTestId('wc-expired')).toHaveCount(0);

    await page.clock.fastForward(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS);
    const fresh = await pairingUri(demo, first);
    await expect(demo.view('ConnectingWalletConnect').getByTestId('wc-expired')).toBeVisible();

    await wallet.pair(fresh);
    await wallet.approveNextProposal();
    await demo.expectConnectedButton(wallet.address);
  });

  test('a person pairs by hand with the dev wallet page served under /wallet/', async ({ demo, context, page, stack }) => {
    const walletPage = await context.newPage();
    const query = new URLSearchParams({ relayUrl: stack.relay, rpcUrl: stack.anvil });
    await walletPage.goto(`${stack.api}/wallet/?${query.toString()}`);
    await expect(walletPage.getByText('DEVELOPMENT WALLET — NOT A REAL WALLET')).toBeVisible();
    await expect(walletPage.getByTestId('wallet-page-status')).toContainText(`Ready. Account ${WALLET_PAGE_ACCOUNT}`);

    await demo.goto();
    const uri = await openPairing(demo);
    await walletPage.getByTestId('wallet-page-uri').fill('not a pairing link');
    await walletPage.getByTestId('wallet-page-pair').click();
    await expect(walletPage.getByTestId('wallet-page-status')).toContainText('Paste a WalletConnect pairing link');
    await walletPage.getByTestId('wallet-page-uri').fill(uri);
    await walletPage.getByTestId('wallet-page-pair').click();
    await expect(walletPage.getByTestId('wallet-page-proposal')).toContainText('Foyer Demo');
    await walletPage.getByTestId('wallet-page-approve').click();
    await demo.expectConnectedButton(WALLET_PAGE_ACCOUNT);

    await page.getByTestId('demo-sign-message').click();
    const requests = walletPage.getByTestId('wallet-page-requests');
    await expect(requests).toContainText('personal_sign');
    await requests.getByRole('button', { name: 'Approve' }).click();
    await expect.poll(async () => (await page.getByTestId('demo-signature').textContent())?.trim()).toMatch(/^0x[0-9a-f]{130}$/i);
    const signature = (await page.getByTestId('demo-signature').textContent())?.trim() as `0x${string}`;
    expect(await verifyMessage({ address: WALLET_PAGE_ACCOUNT, message: DEMO_MESSAGE, signature })).toBe(true);
  });
});
