import type { Page } from '@playwright/test';
import { verifyMessage } from 'viem';
import { connectRedis } from '../../services/src/redis/connectRedis.js';
import { RELAY_REDIS_MESSAGE_PREFIX } from '../../services/src/relay/connectRedisFanout.js';
import { startRelay, type RunningRelay } from '../../services/src/relay/startRelay.js';
import { freePort } from '../../services/src/test-utils/freePort.js';
import { hasRedisServer, startRedisServer, type RunningRedisServer } from '../../services/src/test-utils/startRedisServer.js';
import { DEMO_MESSAGE } from '../../demo/src/components/SignMessageAction.js';
import { PAIRING_URI_TIMEOUT_MS, RELAY_CONNECT_TIMEOUT_MS } from '../../remotes/walletconnect/src/constants.js';
import type { DemoPage } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';
import { startRelayFaultProxy, type RelayFaultProxy } from '../support/relayFaultProxy.js';
import { openPairing, pairingUri } from '../support/wcPairing.js';
import { createWcWallet, type WcWallet } from '../support/wcWallet.js';

/**
 * Relay faults of the reliability plan §4 (F15–F18), each ending in one visible outcome within a
 * documented deadline. Every test runs its own relay (`startRelay`, in memory) behind a fault proxy
 * (`support/relayFaultProxy.ts`); the demo and the scripted wallet both reach the relay through it.
 * The F17 rows with a non-empty mailbox move the relay to a fixed port (with Redis for F17b) and give
 * the wallet a proxy of its own, so that it alone can go offline.
 * Results: `docs/faults-relay.md`.
 */

/** The modal's "relay down" error (RelayUnavailableError of the walletconnect remote). */
const RELAY_DOWN_MESSAGE = 'Cannot reach the WalletConnect relay';
/** Slack for the page to render an outcome after its deadline fired. */
const RENDER_SLACK_MS = 3_000;
/**
 * Deadline for a request issued while the sockets are down: both clients reconnect ~0.1 s after
 * the relay is back and our relay replays its mailbox on resubscribe (measured: well under 1 s);
 * the bound leaves room for the client's own reconnect backoff (the plan measured ~20 s on 2.21.8).
 */
const DELIVERY_AFTER_DROP_MS = 30_000;
/** `@walletconnect/sign-client` 2.21.8: a session request's default expiry, and the error its promise rejects with then. */
const SDK_REQUEST_EXPIRY_MS = 5 * 60_000;
const SDK_REQUEST_EXPIRED_MESSAGE = 'Request expired. Please try again.';
/** How long the relay stays unreachable in the F16/F17 rows. */
const OUTAGE_MS = 1_000;

let relay: RunningRelay | undefined;
let proxy: RelayFaultProxy;
let wallet: WcWallet | undefined;
/** Only in the F17 non-empty row: the wallet's own proxy (so it alone can be taken offline) and the relay's Redis. */
let walletProxy: RelayFaultProxy | undefined;
let redis: RunningRedisServer | undefined;

test.beforeEach(async () => {
  proxy = await startRelayFaultProxy({ target: 'ws://127.0.0.1:9' });
  relay = await startRelay({ host: '127.0.0.1', port: 0, audiences: proxy.audiences });
  proxy.setTarget(relay.url);
});

test.afterEach(async () => {
  await wallet?.close();
  wallet = undefined;
  await proxy.close();
  await walletProxy?.close();
  walletProxy = undefined;
  await relay?.close();
  relay = undefined;
  await redis?.stop();
  redis = undefined;
});

/**
 * Replaces the test's relay by one on a fixed free port (sharing `redisUrl` if given) and gives the
 * scripted wallet a proxy of its own, so that the wallet alone can be taken offline; the relay accepts
 * the `aud` of both proxies. Call before `pair`.
 */
async function restartWithWalletProxy(demo: DemoPage, redisUrl?: string): Promise<{ port: number; audiences: string[] }> {
  walletProxy = await startRelayFaultProxy({ target: 'ws://127.0.0.1:9' });
  const audiences = [...proxy.audiences, ...walletProxy.audiences];
  const port = await freePort();
  await relay!.close();
  relay = await startRelay({ host: '127.0.0.1', port, redisUrl, audiences });
  proxy.setTarget(relay.url);
  walletProxy.setTarget(relay.url);
  wallet = await createWcWallet({ relayUrl: walletProxy.url, rpcUrl: demo.stack.anvil });
  return { port, audiences };
}

/** The wallet goes offline (its one socket closed, reconnects refused): what the dapp sends now waits in the relay's mailbox. */
function takeWalletOffline(): void {
  walletProxy!.setMode('refuse');
  expect(walletProxy!.dropAll()).toBe(1);
}

/** Messages the relay stored in Redis now (one hash per message, expiring with it). */
async function redisMessageCount(url: string): Promise<number> {
  const client = await connectRedis(url, () => undefined);
  try {
    return (await client.keys(`${RELAY_REDIS_MESSAGE_PREFIX}*`)).length;
  } finally {
    await client.close();
  }
}

async function createWallet(stack: { anvil: string }): Promise<WcWallet> {
  wallet = await createWcWallet({ relayUrl: proxy.url, rpcUrl: stack.anvil });
  return wallet;
}

/** Pairs the demo with the scripted wallet through the proxy. */
async function pair(demo: DemoPage): Promise<WcWallet> {
  await demo.goto({ relayUrl: proxy.url });
  await demo.openModal();
  await demo.page.getByTestId('wallet-walletConnect').click();
  const scripted = await approveShownCode(demo);
  await demo.openAccount();
  await demo.page.getByTestId('header-close').click();
  await demo.expectModalClosed();
  return scripted;
}

/** What the page stores about WalletConnect sessions and the widget's connection (no phantom may remain). */
async function storedSessions(page: Page): Promise<{ wcSessions: number; connectedConnectorId: string | null; connections: string | null }> {
  return page.evaluate(() => {
    let wcSessions = 0;
    for (let index = 0; index < localStorage.length; index += 1) {
      const key = localStorage.key(index) ?? '';
      if (!key.startsWith('@foyer/wc') || !key.endsWith('//session')) continue;
      const value: unknown = JSON.parse(localStorage.getItem(key) ?? '[]');
      if (Array.isArray(value)) wcSessions += value.length;
    }
    return {
      wcSessions,
      connectedConnectorId: localStorage.getItem('@foyer/connectedConnectorId'),
      connections: localStorage.getItem('@foyer/connections'),
    };
  });
}

/**
 * Opens the WalletConnect view and moves the page's clock to `deadlineMs` after the click: the view
 * still waits 1 s before, and shows the relay-down error with a retry at the deadline.
 */
async function expectRelayDownAt(demo: DemoPage, deadlineMs: number): Promise<void> {
  const { page } = demo;
  await demo.openModal();
  await page.getByTestId('wallet-walletConnect').click();
  const view = demo.view('ConnectingWalletConnect');
  await expect(view).toHaveAttribute('data-state', 'initializing');
  await page.clock.fastForward(deadlineMs - 1_000);
  await expect(view).toHaveAttribute('data-state', 'initializing');
  await page.clock.fastForward(1_000);
  await expect(view).toHaveAttribute('data-state', 'relayDown', { timeout: RENDER_SLACK_MS });
  await expect(view.getByRole('alert')).toContainText(RELAY_DOWN_MESSAGE);
  await expect(view.getByTestId('wc-retry')).toBeVisible();
  await expectNoPhantomSession(page);
}

/** The wallet pairs with the code on screen (another than `notEqualTo`) and approves; the host page shows its account. */
async function approveShownCode(demo: DemoPage, notEqualTo?: string): Promise<WcWallet> {
  const uri = await pairingUri(demo, notEqualTo);
  const scripted = wallet ?? (await createWallet(demo.stack));
  await scripted.pair(uri);
  await scripted.approveNextProposal();
  await demo.expectConnectedButton(scripted.address);
  return scripted;
}

async function expectNoPhantomSession(page: Page): Promise<void> {
  const stored = await storedSessions(page);
  expect(stored.wcSessions, 'WalletConnect sessions in storage').toBe(0);
  expect(stored.connectedConnectorId, 'stored connector of a session').toBeNull();
  expect(stored.connections ?? '[]', 'stored adapter connections').not.toContain('walletConnect');
}

/**
 * Signs the demo message, with `outage` (a fault and its recovery) run between the click and the
 * wait; returns the ms from the end of `outage` to the signature on screen. The signature must be
 * the wallet's, shown once, and the wallet must have been asked exactly once.
 */
async function signOnce(demo: DemoPage, scripted: WcWallet, timeout: number, outage?: () => Promise<void>): Promise<number> {
  await demo.page.getByTestId('demo-sign-message').click();
  await outage?.();
  const started = Date.now();
  const signature = demo.page.getByTestId('demo-signature');
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/i, { timeout });
  const elapsed = Date.now() - started;
  const signed = (await signature.textContent())?.trim() as `0x${string}`;
  expect(await verifyMessage({ address: scripted.address, message: DEMO_MESSAGE, signature: signed })).toBe(true);
  // One outcome on the page, one request at the wallet (a late duplicate would land within this wait).
  await demo.page.waitForTimeout(500);
  await expect(signature).toHaveCount(1);
  expect(scripted.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(1);
  return elapsed;
}

test.describe('relay faults (F15–F18)', () => {
  test('F15 refused: "Cannot reach the WalletConnect relay" at RELAY_CONNECT_TIMEOUT_MS, no session stored, then it pairs by itself', async ({
    demo,
    page,
  }) => {
    await page.clock.install();
    proxy.setMode('refuse');
    await demo.goto({ relayUrl: proxy.url });
    await expectRelayDownAt(demo, RELAY_CONNECT_TIMEOUT_MS);
    // The deadline runs on the page clock from the click; the first socket may open only once the WalletConnect
    // chunk has loaded in real time (on two busy cores, after the fast-forward), and it is refused then.
    await expect.poll(() => proxy.stats().refused, { message: 'sockets the proxy refused' }).toBeGreaterThan(0);

    proxy.setMode('pass');
    // The client retries on its heartbeat; the view pairs again without a click.
    await page.clock.fastForward(10_000);
    await approveShownCode(demo);
  });

  test('F15 hung (TCP accepted, never answered) after a first code: the message at PAIRING_URI_TIMEOUT_MS, then it pairs by itself once it answers', async ({
    demo,
    page,
  }) => {
    await page.clock.install();
    await demo.goto({ relayUrl: proxy.url });
    // A first code opens the relay socket; then the relay freezes with that socket open.
    const first = await openPairing(demo);
    await page.getByTestId('header-close').click();
    await demo.expectModalClosed();
    proxy.setMode('hang');

    await expectRelayDownAt(demo, PAIRING_URI_TIMEOUT_MS);
    expect(proxy.stats().hungUpgrades + proxy.stats().connections).toBeGreaterThan(0);

    // The relay answers again: the held subscription goes through and the view resumes by itself.
    proxy.setMode('pass');
    await approveShownCode(demo, first);
  });

  test('F16 all sockets dropped mid-session (1 s outage): a request issued during the blip reaches the wallet exactly once', async ({ demo }) => {
    const scripted = await pair(demo);
    // Every socket goes, and for OUTAGE_MS no new one is let in: the click's request is issued meanwhile.
    proxy.setMode('refuse');
    expect(proxy.dropAll()).toBeGreaterThanOrEqual(2);
    const elapsed = await signOnce(demo, scripted, DELIVERY_AFTER_DROP_MS, async () => {
      await demo.page.waitForTimeout(OUTAGE_MS);
      await expect(demo.page.getByTestId('demo-signature')).toHaveCount(0);
      proxy.setMode('pass');
    });
    test.info().annotations.push({ type: 'time to outcome', description: `${elapsed} ms` });
  });

  test('F17 relay restarts with an empty mailbox: clients resubscribe and a request asked for while it was down is delivered once after the restart', async ({ demo }) => {
    const scripted = await pair(demo);
    const port = Number(new URL(relay!.url).port);
    await relay!.close();
    // The request is asked for while the relay is down; the client publishes it once the new relay is up.
    const elapsed = await signOnce(demo, scripted, DELIVERY_AFTER_DROP_MS, async () => {
      await demo.page.waitForTimeout(OUTAGE_MS);
      await expect(demo.page.getByTestId('demo-signature')).toHaveCount(0);
      relay = await startRelay({ host: '127.0.0.1', port, audiences: proxy.audiences });
      expect(relay.stats().storedBytes).toBe(0);
    });
    test.info().annotations.push({ type: 'time to outcome', description: `${elapsed} ms` });
  });

  test('F17 relay restarts with a non-empty mailbox (Redis): a request stored while the wallet was offline is delivered once by the new relay', async ({
    demo,
  }) => {
    test.skip(!hasRedisServer, 'needs the redis-server binary (apt-get install -y redis-server): only a relay with REDIS_URL keeps its mailbox across a restart');
    redis = await startRedisServer();
    const redisUrl = redis.url;
    const { port, audiences } = await restartWithWalletProxy(demo, redisUrl);
    const scripted = await pair(demo);
    takeWalletOffline();
    const storedBefore = await redisMessageCount(redisUrl);
    const elapsed = await signOnce(demo, scripted, DELIVERY_AFTER_DROP_MS, async () => {
      // The demo's publish is accepted once it is in Redis.
      await expect.poll(() => redisMessageCount(redisUrl), { timeout: 10_000 }).toBeGreaterThan(storedBefore);
      const held = relay!.stats().storedBytes;
      await relay!.close();
      await demo.page.waitForTimeout(OUTAGE_MS);
      relay = await startRelay({ host: '127.0.0.1', port, redisUrl, audiences });
      // The new relay starts with the mailbox the old one held (the request among it).
      expect(relay.stats().storedBytes).toBe(held);
      await expect(demo.page.getByTestId('demo-signature')).toHaveCount(0);
      expect(scripted.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(0);
      walletProxy!.setMode('pass');
    });
    test.info().annotations.push({ type: 'time to outcome', description: `${elapsed} ms after the wallet is back` });
  });

  test('F17 relay restarts without Redis while a request waits for an offline wallet: the request is lost and the caller gets the SDK\'s "Request expired" at 5 min', async ({
    demo,
    page,
    pageErrors,
  }) => {
    await page.clock.install();
    const { port, audiences } = await restartWithWalletProxy(demo);
    const scripted = await pair(demo);
    takeWalletOffline();
    const storedBefore = relay!.stats().storedBytes;
    await page.getByTestId('demo-sign-message').click();
    await expect.poll(() => relay!.stats().storedBytes, { timeout: 10_000 }).toBeGreaterThan(storedBefore);
    await relay!.close();
    relay = await startRelay({ host: '127.0.0.1', port, audiences });
    expect(relay.stats().storedBytes).toBe(0);
    walletProxy!.setMode('pass');
    // Both clients are back on the new relay; the request is not there, so the wallet is never asked.
    await expect.poll(() => relay!.stats().connections, { timeout: DELIVERY_AFTER_DROP_MS }).toBeGreaterThanOrEqual(2);
    await page.waitForTimeout(2_000);
    expect(scripted.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(0);
    const pending = page.getByText('Waiting for the wallet…');
    await expect(pending).toBeVisible();
    // The SDK's request expiry (5 min from the click, on the page's clock): still waiting shortly before, the error after.
    await page.clock.fastForward(SDK_REQUEST_EXPIRY_MS - 30_000);
    await expect(pending).toBeVisible();
    await page.clock.fastForward(30_000);
    await expect(page.getByRole('alert').filter({ hasText: SDK_REQUEST_EXPIRED_MESSAGE })).toBeVisible({ timeout: RENDER_SLACK_MS });
    await expect(page.getByTestId('demo-signature')).toHaveCount(0);
    // @walletconnect/utils 2.21.8 (createDelayedPromise) also leaves a copy of that rejection unhandled; the
    // walletconnect remote cancels that stray copy (docs/faults-relay.md, F17c): no uncaught error reaches the page
    // (the `pageErrors` fixture fails the test on any), even a while after the caller's rejection.
    await page.waitForTimeout(1_000);
    expect(pageErrors.filter((error) => error.includes(SDK_REQUEST_EXPIRED_MESSAGE))).toEqual([]);
  });

  test('F18 duplicated, then reordered deliveries: pairing completes, each request reaches the wallet once and each outcome shows once', async ({
    demo,
    page,
  }) => {
    proxy.setMode('duplicate');
    const scripted = await pair(demo);
    const signed = await signOnce(demo, scripted, 10_000);
    expect(proxy.stats().duplicated).toBeGreaterThan(0);
    expect(scripted.sessionCount()).toBe(1);

    // Two requests in a row from a fresh page (no earlier result on screen): the relay hands them,
    // and their answers, over in swapped order.
    await page.reload();
    await demo.expectConnectedButton(scripted.address);
    proxy.setMode('reorder');
    const started = Date.now();
    await page.getByTestId('demo-send-transaction').click();
    await page.getByTestId('demo-sign-message').click();
    await expect(page.getByTestId('demo-tx-hash')).toHaveText(/^0x[0-9a-f]{64}$/i, { timeout: 10_000 });
    await expect(page.getByTestId('demo-signature')).toHaveText(/^0x[0-9a-f]{130}$/i, { timeout: 10_000 });
    const reordered = Date.now() - started;
    await page.waitForTimeout(500);
    await expect(page.getByTestId('demo-tx-hash')).toHaveCount(1);
    expect(scripted.requests.filter((request) => request.method === 'eth_sendTransaction')).toHaveLength(1);
    expect(scripted.requests.filter((request) => request.method === 'personal_sign')).toHaveLength(2);
    expect(proxy.stats().swapped).toBeGreaterThan(0);
    test.info().annotations.push({ type: 'time to outcome', description: `duplicate: ${signed} ms; reorder: ${reordered} ms` });
  });
});
