import { verifyMessage, type Hex } from 'viem';
import { anvilRpc } from '../support/anvilRpc.js';
import { DEMO_MESSAGE } from '../../demo/src/components/SignMessageAction.js';
import type { DemoPage } from '../support/DemoPage.js';
import { gotoEmbedded, loginWithEmail, uniqueEmail } from '../support/embeddedWallet.js';
import { frameSettled, secureFrame } from '../support/secureFrame.js';
import { expect, test } from '../support/fixtures.js';

/** Dev account 1: where an attacker would like the funds to go. */
const ATTACKER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const ONE_ETH = '0xde0b6b3a7640000';

/** Email login through the widget with the code from the dev mailbox; returns the embedded address. */
async function login(demo: DemoPage): Promise<Hex> {
  await gotoEmbedded(demo);
  return loginWithEmail(demo, uniqueEmail('approval'));
}

test.describe('approval lives in the secure frame', () => {
  test('a script in the host page that posts signing requests straight to the frame gets nothing signed', async ({ demo, page, stack }) => {
    const address = await login(demo);
    await anvilRpc(stack.anvil, 'anvil_setBalance', [address, ONE_ETH]);
    const nonceBefore = await anvilRpc<Hex>(stack.anvil, 'eth_getTransactionCount', [address, 'latest']);
    const secureOrigin = new URL(stack.secure).origin;

    const seen = await page.evaluate(
      async ({ origin, from, to, value }) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-foyer-frame]');
        if (!frame?.contentWindow) return { found: false, messages: [] as unknown[], readable: false };
        const messages: unknown[] = [];
        window.addEventListener('message', (event) => {
          if (event.origin === origin) messages.push(event.data);
        });
        let readable = true;
        try {
          readable = frame.contentWindow.document !== undefined;
        } catch {
          readable = false;
        }
        const post = (method: string, params: unknown[]) =>
          frame.contentWindow?.postMessage({ type: '@w3m-app/RPC_REQUEST', id: crypto.randomUUID(), payload: { method, params } }, origin);
        post('eth_sendTransaction', [{ from, to, value }]);
        post('personal_sign', ['0x68656c6c6f', from]);
        await new Promise((resolve) => setTimeout(resolve, 5_000));
        return { found: true, messages, readable };
      },
      { origin: secureOrigin, from: address, to: ATTACKER, value: ONE_ETH },
    );

    expect(seen.found).toBe(true);
    // The page cannot reach into the frame's document to press its Approve.
    expect(seen.readable).toBe(false);
    const types = seen.messages.map((message) => (message as { type?: string }).type);
    expect(types).not.toContain('@w3m-frame/RPC_REQUEST_SUCCESS');
    // The frame is waiting for its own user decision, which the hidden frame cannot get.
    expect(types).toContain('@w3m-frame/APPROVAL_SHOWN');
    expect(await anvilRpc<Hex>(stack.anvil, 'eth_getTransactionCount', [address, 'latest'])).toBe(nonceBefore);
    expect(BigInt(await anvilRpc<Hex>(stack.anvil, 'eth_getBalance', [address, 'latest']))).toBe(BigInt(ONE_ETH));
  });

  test('approving inside the frame signs exactly what the frame showed', async ({ demo, page }) => {
    const address = await login(demo);
    await page.getByTestId('demo-sign-message').click();
    await expect(demo.view('ApproveTransaction')).toBeVisible();
    await expect(demo.view('ApproveTransaction')).toContainText('Review and approve this request in the secure window of');
    // The host page has no approve control at all.
    await expect(page.getByTestId('approve-transaction')).toHaveCount(0);
    const summary = secureFrame(page).getByTestId('approve-summary');
    await expect(summary).toHaveAttribute('data-method', 'personal_sign');
    await expect(summary).toContainText(DEMO_MESSAGE);
    await expect(summary).toContainText(address);
    await frameSettled(page);
    await secureFrame(page).getByTestId('approve-transaction').click();
    const output = page.getByTestId('demo-signature');
    await expect(output).toHaveText(/0x[0-9a-f]{130}/i);
    const signature = /0x[0-9a-f]{130}/i.exec((await output.textContent()) ?? '')?.[0] as Hex;
    expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature })).toBe(true);
    await demo.expectModalClosed();
    // The frame is hidden again.
    await expect.poll(async () => (await page.locator('iframe[data-foyer-frame]').boundingBox())?.width ?? 0).toBe(0);
  });

  test('rejecting inside the frame gives the dapp 4001 and signs nothing', async ({ demo, page }) => {
    await login(demo);
    await page.getByTestId('demo-sign-message').click();
    await expect(secureFrame(page).getByTestId('approve-summary')).toContainText(DEMO_MESSAGE);
    await frameSettled(page);
    await secureFrame(page).getByTestId('reject-transaction').click();
    await demo.expectModalClosed();
    await expect(page.getByRole('alert').filter({ hasText: 'User rejected the request.' })).toBeVisible();
    await expect(page.getByTestId('demo-signature')).toHaveCount(0);
  });

  test("closing the modal rejects with 'Modal closed', aborts the frame's approval and hides it", async ({ demo, page, stack }) => {
    const address = await login(demo);
    await anvilRpc(stack.anvil, 'anvil_setBalance', [address, ONE_ETH]);
    const nonceBefore = await anvilRpc<Hex>(stack.anvil, 'eth_getTransactionCount', [address, 'latest']);
    await page.getByTestId('demo-send-transaction').click();
    await expect(secureFrame(page).getByTestId('approve-summary')).toBeVisible();
    await page.getByTestId('header-close').click();
    await demo.expectModalClosed();
    await expect(page.getByRole('alert').filter({ hasText: 'Modal closed' })).toBeVisible();
    await expect(secureFrame(page).getByTestId('approve-summary')).toHaveCount(0);
    await expect.poll(async () => (await page.locator('iframe[data-foyer-frame]').boundingBox())?.width ?? 0).toBe(0);
    expect(await anvilRpc<Hex>(stack.anvil, 'eth_getTransactionCount', [address, 'latest'])).toBe(nonceBefore);
  });
});
