import { verifyMessage, type Hex } from 'viem';
import { DEMO_MESSAGE } from '../../demo/src/components/SignMessageAction.js';
import { PROXY_STATS_PATH, type UpstreamStats } from '../../scripts/cluster/roundRobinProxy.js';
import { CLUSTER_ENV, readClusterInstances } from '../support/clusterEnv.js';
import { DEV_WALLET } from '../support/DemoPage.js';
import { mailbox, type Mail } from '../support/devMailbox.js';
import { EMBEDDED_PROJECT, uniqueEmail } from '../support/embeddedWallet.js';
import { expect, test } from '../support/fixtures.js';
import { approveInFrame, secureFrame } from '../support/secureFrame.js';
import { openPairing } from '../support/wcPairing.js';
import { createWcWallet, type WcWallet } from '../support/wcWallet.js';

const skipReason = process.env[CLUSTER_ENV.skip];

/** Every mail to `to` on any secure-site instance (each keeps its own development mailbox). */
async function allMail(to: string): Promise<Mail[]> {
  const { secure } = readClusterInstances();
  return (await Promise.all(secure.map((instance) => mailbox(instance, to)))).flat();
}

async function proxyStats(proxy: string): Promise<UpstreamStats[]> {
  const response = await fetch(`${proxy.replace(/^ws:/, 'http:')}${PROXY_STATS_PATH}`);
  return ((await response.json()) as { upstreams: UpstreamStats[] }).upstreams;
}

let wallet: WcWallet | undefined;
test.afterEach(async () => {
  await wallet?.close();
  wallet = undefined;
});

test.describe('two instances of every service behind round-robin proxies (PostgreSQL + Redis)', () => {
  test.skip(skipReason !== undefined, skipReason);

  test('connect the dev wallet and sign a message', async ({ demo, page }) => {
    await demo.goto();
    await demo.connectDevWallet();
    await page.keyboard.press('Escape');
    await demo.expectModalClosed();
    await page.getByTestId('demo-sign-message').click();
    await expect(page.getByTestId('demo-signature')).toHaveText(/0x[0-9a-f]{130}/i);
    const signature = /0x[0-9a-f]{130}/i.exec((await page.getByTestId('demo-signature').textContent()) ?? '')?.[0] as Hex;
    expect(await verifyMessage({ address: DEV_WALLET.address, message: DEMO_MESSAGE, signature })).toBe(true);
  });

  test('pair a WalletConnect wallet and sign through the relay instances', async ({ demo, page, stack }) => {
    // The page and the wallet each open a socket through the relay proxy: one lands on each instance.
    wallet = await createWcWallet({ relayUrl: stack.relay, rpcUrl: stack.anvil });
    await demo.goto();
    const uri = await openPairing(demo);
    await wallet.pair(uri);
    await wallet.approveNextProposal();
    await demo.expectConnectedButton(wallet.address);
    await page.keyboard.press('Escape');
    await page.getByTestId('demo-sign-message').click();
    await expect.poll(async () => (await page.getByTestId('demo-signature').textContent())?.trim()).toMatch(/^0x[0-9a-f]{130}$/i);
    const signed = (await page.getByTestId('demo-signature').textContent())?.trim() as Hex;
    expect(await verifyMessage({ address: wallet.address, message: DEMO_MESSAGE, signature: signed })).toBe(true);
  });

  test('log in by e-mail (code sent by one secure-site instance, checked by another), then sign through an approval in the frame', async ({ demo, page, stack }) => {
    const email = uniqueEmail('cluster');
    await demo.goto({ projectId: EMBEDDED_PROJECT, secureSiteUrl: stack.secure });
    await demo.openModal();
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('email-submit').click();
    await expect(demo.view('EmailVerifyOtp')).toBeVisible();
    let otp: string | null = null;
    await expect.poll(async () => (otp = (await allMail(email))[0]?.otp ?? null), { message: `a one-time code mailed to ${email}` }).toMatch(/^\d{6}$/);
    await page.getByTestId('otp-input').fill(otp ?? '');
    await demo.expectModalClosed();
    await expect(page.getByTestId('demo-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
    // The session (cookie + PostgreSQL row) holds on whichever instance answers: reload, still connected.
    const address = (await page.getByTestId('demo-address').textContent()) ?? '';
    await page.reload();
    await demo.expectConnectedButton(address);

    // A signed request, approved in the secure frame; the secure-site requests are recorded to see where they went.
    const secureOrigin = new URL(stack.secure).origin;
    const served: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.origin === secureOrigin) served.push(`${request.method()} ${url.pathname}`);
    });
    const before = await proxyStats(stack.secure);
    await page.getByTestId('demo-sign-message').click();
    const summary = secureFrame(page).getByTestId('approve-summary');
    await expect(summary).toHaveAttribute('data-method', 'personal_sign');
    await expect(summary).toContainText(DEMO_MESSAGE);
    await approveInFrame(page);
    await expect(page.getByTestId('demo-signature')).toHaveText(/0x[0-9a-f]{130}/i);
    const signature = /0x[0-9a-f]{130}/i.exec((await page.getByTestId('demo-signature').textContent()) ?? '')?.[0] as Hex;
    expect(await verifyMessage({ address: address as Hex, message: DEMO_MESSAGE, signature })).toBe(true);
    const after = await proxyStats(stack.secure);
    expect(after).toHaveLength(2);
    const servedBy = after.map((upstream, index) => upstream.requests - (before[index]?.requests ?? 0));
    // The frame made two requests, taken in turn by the proxy: one instance stored the approval, the other confirmed
    // it (before the approvals were shared through Redis, that confirm was APPROVAL_NOT_FOUND).
    expect(served).toEqual(['POST /api/approvals', expect.stringMatching(/^POST \/api\/approvals\/[\w-]+\/confirm$/)]);
    expect(servedBy, after.map((upstream) => upstream.url).join(' and ')).toEqual([1, 1]);
  });

  test('requests alternated: every instance behind every proxy got traffic', async ({ stack }) => {
    for (const proxy of [stack.api, stack.secure]) {
      const upstreams = await proxyStats(proxy);
      expect(upstreams, `${proxy}: two instances`).toHaveLength(2);
      for (const upstream of upstreams) expect(upstream.requests, `${upstream.url} behind ${proxy}`).toBeGreaterThan(0);
    }
    const relays = await proxyStats(stack.relay);
    expect(relays).toHaveLength(2);
    for (const upstream of relays) expect(upstream.upgrades, `sockets on ${upstream.url}`).toBeGreaterThan(0);
  });
});
