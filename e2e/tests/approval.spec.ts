import { verifyMessage, type Hex } from 'viem';
import { anvilRpc } from '../support/anvilRpc.js';
import { DEMO_MESSAGE } from '../../demo/src/components/SignMessageAction.js';
import type { Page } from '@playwright/test';
import type { DemoPage } from '../support/DemoPage.js';
import { mailbox } from '../support/devMailbox.js';
import { gotoEmbedded, loginWithEmail, uniqueEmail } from '../support/embeddedWallet.js';
import { approveInFrame, frameSettled, secureFrame } from '../support/secureFrame.js';
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
  test('a script in the host page that posts the e-mail change messages changes nothing (review 2, N2)', async ({ demo, page, stack }) => {
    const email = uniqueEmail('change-attack');
    await gotoEmbedded(demo);
    await loginWithEmail(demo, email);
    const attacker = uniqueEmail('attacker');
    const seenVictim = (await mailbox(stack.secure, email)).length;
    const types = await page.evaluate(
      async ({ origin, attacker }) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[data-foyer-frame]');
        const seen: string[] = [];
        window.addEventListener('message', (event) => {
          if (event.origin === origin) seen.push(String((event.data as { type?: unknown }).type));
        });
        const post = (type: string, payload: unknown) => frame?.contentWindow?.postMessage({ type, id: crypto.randomUUID(), payload }, origin);
        // AppKit's flow driven from the page: the address, then codes the page phished or made up.
        post('@w3m-app/UPDATE_EMAIL', { email: attacker });
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        post('@w3m-app/UPDATE_EMAIL_PRIMARY_OTP', { otp: '123456' });
        post('@w3m-app/UPDATE_EMAIL_SECONDARY_OTP', { otp: '654321' });
        await new Promise((resolve) => setTimeout(resolve, 3_000));
        return seen;
      },
      { origin: new URL(stack.secure).origin, attacker },
    );
    // The frame opened its own e-mail change (the page cannot see or fill it) and answered none of the code messages.
    expect(types).toContain('@w3m-frame/APPROVAL_SHOWN');
    expect(types.filter((type) => type.includes('UPDATE_EMAIL'))).toEqual([]);
    // No code was mailed to anyone: nothing moves until the user types the new address in the frame.
    expect(await mailbox(stack.secure, attacker)).toEqual([]);
    expect(await mailbox(stack.secure, email)).toHaveLength(seenVictim);
  });

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
    await approveInFrame(page);
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

/**
 * The host page restyles the secure frame with a stylesheet rule (`!important` beats the widget's inline style), the
 * way a hostile script would (security review 2, N1). Constructed stylesheets pass the demo's strict CSP.
 */
async function restyleFrame(page: Page, rule: string): Promise<void> {
  await page.evaluate((css) => {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`iframe[data-foyer-frame] { ${css} }`);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
  }, rule);
}

const PINNED = 'position:fixed!important;border:0!important;z-index:2147483647!important;pointer-events:auto!important;';

/** Starts the demo's 0.01 ETH transfer from a funded embedded account; returns its nonce before. */
async function startTransfer(demo: DemoPage, stack: { anvil: string }): Promise<{ address: Hex; nonce: Hex }> {
  const address = await login(demo);
  await anvilRpc(stack.anvil, 'anvil_setBalance', [address, ONE_ETH]);
  const nonce = await anvilRpc<Hex>(stack.anvil, 'eth_getTransactionCount', [address, 'latest']);
  await demo.page.getByTestId('demo-send-transaction').click();
  await expect(secureFrame(demo.page).getByTestId('approval')).toBeVisible();
  return { address, nonce };
}

/** Nothing was sent: the nonce is unchanged a while after the click, and the frame's approval is still waiting. */
async function expectNothingSent(page: Page, stack: { anvil: string }, address: Hex, nonce: Hex): Promise<void> {
  await page.waitForTimeout(1_500);
  expect(await anvilRpc<Hex>(stack.anvil, 'eth_getTransactionCount', [address, 'latest'])).toBe(nonce);
  await expect(secureFrame(page).getByTestId('approval')).toHaveCount(1);
  await expect(page.getByTestId('demo-tx-hash')).toHaveCount(0);
}

test.describe('the host page cannot make the approval unreadable (security review 2, N1)', () => {
  test('a frame shrunk to 360×170 (the summary collapsed) never arms Approve', async ({ demo, page, stack }) => {
    const { address, nonce } = await startTransfer(demo, stack);
    await restyleFrame(page, `${PINNED}top:8px!important;left:8px!important;width:360px!important;height:170px!important;opacity:1!important;`);
    const approval = secureFrame(page).getByTestId('approval');
    await page.waitForTimeout(1_200);
    await expect(approval).toHaveAttribute('data-state', 'inert');
    await expect(approval).toHaveAttribute('data-block', 'tooSmall');
    await expect(secureFrame(page).getByTestId('approve-transaction')).toBeDisabled();
    await secureFrame(page).getByTestId('approve-transaction').click({ force: true });
    await expectNothingSent(page, stack, address, nonce);
  });

  test('a transparent frame (opacity 0.01) over a decoy gets no approval from the click', async ({ demo, page, stack }) => {
    const { address, nonce } = await startTransfer(demo, stack);
    await restyleFrame(page, `${PINNED}top:0!important;left:0!important;width:400px!important;height:600px!important;opacity:0.01!important;`);
    const approve = secureFrame(page).getByTestId('approve-transaction');
    await approve.hover({ force: true });
    await page.waitForTimeout(1_200);
    await expect(secureFrame(page).getByTestId('approval')).toHaveAttribute('data-block', 'notVisible');
    await approve.click({ force: true });
    await expectNothingSent(page, stack, address, nonce);
  });

  test('a frame that follows the pointer, or is slid under it just before the click, gets nothing', async ({ demo, page, stack }) => {
    const { address, nonce } = await startTransfer(demo, stack);
    await restyleFrame(page, `${PINNED}top:0px;left:0px;width:360px!important;height:480px!important;opacity:1!important;`);
    // Let it arm where it stands (visible, still): the attack starts from an armed Approve.
    await page.waitForTimeout(1_200);
    const frameBox = await page.locator('iframe[data-foyer-frame]').boundingBox();
    const approveBox = await secureFrame(page).getByTestId('approve-transaction').boundingBox();
    if (frameBox === null || approveBox === null) throw new Error('the frame or its Approve has no box');
    const offset = { x: approveBox.x - frameBox.x + approveBox.width / 2, y: approveBox.y - frameBox.y + approveBox.height / 2 };
    // The host keeps Approve under the pointer on every move (inline style: the stylesheet rule above does not fix top/left).
    await page.evaluate(({ x, y }) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-foyer-frame]');
      document.addEventListener('mousemove', (event) => {
        if (frame === null) return;
        frame.style.setProperty('top', `${event.clientY - y}px`, 'important');
        frame.style.setProperty('left', `${event.clientX - x}px`, 'important');
      });
    }, offset);
    await page.mouse.move(600, 300);
    await page.mouse.move(900, 400, { steps: 30 });
    await page.mouse.click(900, 400);
    await expectNothingSent(page, stack, address, nonce);
    // Slid under a still pointer, then clicked at once.
    await page.evaluate(() => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-foyer-frame]');
      frame?.style.setProperty('top', '0px', 'important');
      frame?.style.setProperty('left', '0px', 'important');
    });
    await page.mouse.move(1000, 600);
    await page.waitForTimeout(1_000);
    await page.evaluate(({ x, y }) => {
      const frame = document.querySelector<HTMLIFrameElement>('iframe[data-foyer-frame]');
      frame?.style.setProperty('top', `${600 - y}px`, 'important');
      frame?.style.setProperty('left', `${1000 - x}px`, 'important');
    }, offset);
    await page.waitForTimeout(100);
    await page.mouse.click(1000, 600);
    await expectNothingSent(page, stack, address, nonce);
  });

  test('without IntersectionObserver v2 (Firefox, Safari) the request is approved in the secure site\'s own window', async ({ demo, page, stack }) => {
    const secureOrigin = new URL(stack.secure).origin;
    // As in a browser without IntersectionObserver v2, in every document of the context (the frame and the window).
    await page.context().addInitScript(() => {
      delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible;
    });
    const address = await login(demo);
    await page.getByTestId('demo-sign-message').click();
    // The frame offers the window only: no summary and no Approve in the frame.
    const offer = secureFrame(page).getByTestId('approval-window-offer');
    await expect(offer).toBeVisible();
    await expect(secureFrame(page).getByTestId('approve-transaction')).toHaveCount(0);
    const [approvalWindow] = await Promise.all([page.context().waitForEvent('page'), secureFrame(page).getByTestId('open-approval-window').click()]);
    await approvalWindow.waitForLoadState();
    expect(new URL(approvalWindow.url()).origin).toBe(secureOrigin);
    await expect(approvalWindow.getByTestId('approve-summary')).toContainText(DEMO_MESSAGE);
    await expect(approvalWindow.getByTestId('approve-critical')).toContainText(new URL(stack.demo).origin);
    const approve = approvalWindow.getByTestId('approve-transaction');
    await expect(approve).toBeEnabled();
    await approve.hover();
    await expect(approvalWindow.getByTestId('approval')).toHaveAttribute('data-state', 'ready');
    await Promise.all([approvalWindow.waitForEvent('close'), approve.click()]);
    const output = page.getByTestId('demo-signature');
    await expect(output).toHaveText(/0x[0-9a-f]{130}/i);
    const signature = /0x[0-9a-f]{130}/i.exec((await output.textContent()) ?? '')?.[0] as Hex;
    expect(await verifyMessage({ address, message: DEMO_MESSAGE, signature })).toBe(true);
  });

  test('closing the approval window rejects the request', async ({ demo, page }) => {
    await page.context().addInitScript(() => {
      delete (IntersectionObserverEntry.prototype as { isVisible?: boolean }).isVisible;
    });
    await login(demo);
    await page.getByTestId('demo-sign-message').click();
    const [approvalWindow] = await Promise.all([page.context().waitForEvent('page'), secureFrame(page).getByTestId('open-approval-window').click()]);
    await expect(approvalWindow.getByTestId('approve-summary')).toContainText(DEMO_MESSAGE);
    await approvalWindow.close();
    await expect(page.getByRole('alert').filter({ hasText: 'User rejected the request.' })).toBeVisible();
    await expect(page.getByTestId('demo-signature')).toHaveCount(0);
  });
});
