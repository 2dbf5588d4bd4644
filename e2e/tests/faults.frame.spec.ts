import { ALERTS, FRAME_LOAD_TIMEOUT_MS, FRAME_REQUEST_TIMEOUT_MS, FRAME_SIGN_OUT_TIMEOUT_MS, ModalClosedError, STORAGE_PREFIX } from '@foyer/kernel';
import { messages as emailMessages } from '../../remotes/email/src/messages.js';
import type { DemoPage } from '../support/DemoPage.js';
import { EMBEDDED_PROJECT, enterEmailCode, uniqueEmail } from '../support/embeddedWallet.js';
import { FaultProxy } from '../support/faultProxy.js';
import { frameSettled, secureFrame } from '../support/secureFrame.js';
import { expect, test as base } from '../support/fixtures.js';

/**
 * Faults of the embedded-wallet frame (reliability plan §4 F9, F10, F14, F20): the demo loads the secure site
 * through a loopback fault proxy (`?secureSiteUrl=`); the frame's 20 s and 120 s deadlines are crossed with
 * Playwright's clock.
 */
const test = base.extend<{ secure: FaultProxy }>({
  secure: async ({ stack }, use) => {
    const proxy = await FaultProxy.start(stack.secure);
    await use(proxy);
    await proxy.close();
  },
});

const FRAME_PAGE = /^\/frame(\?|$)/;

function gotoEmbeddedThrough(demo: DemoPage, secure: FaultProxy): Promise<void> {
  return demo.goto({ projectId: EMBEDDED_PROJECT, secureSiteUrl: secure.url });
}

function timeToOutcome(name: string, startedAt: number): void {
  test.info().annotations.push({ type: 'time-to-outcome', description: `${name}: ${Date.now() - startedAt} ms` });
}

async function submitEmail(demo: DemoPage, email: string): Promise<void> {
  await demo.openModal();
  await demo.page.getByTestId('email-input').fill(email);
  await demo.page.getByTestId('email-submit').click();
}

test.describe('embedded wallet frame faults', () => {
  test('F9: the frame never loads -> "Network Error - Could not load embedded wallet" at 20 s, not before', async ({ demo, page, secure }) => {
    await page.clock.install();
    secure.inject({ path: FRAME_PAGE, fault: { kind: 'hang' } });
    await gotoEmbeddedThrough(demo, secure);
    await submitEmail(demo, uniqueEmail('f9'));
    await expect.poll(() => secure.count(FRAME_PAGE), { message: 'the frame page was asked' }).toBeGreaterThan(0);
    await page.clock.fastForward(FRAME_LOAD_TIMEOUT_MS - 1_000);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(page.getByTestId('toast')).toHaveText(ALERTS.EMBEDDED_WALLET_LOAD_FAILED.shortMessage);
    await expect(page.getByTestId('email-submit')).not.toHaveText(emailMessages.emailForm.sending);
    await page.getByTestId('header-close').click();
    await demo.expectModalClosed();
    await expect(page.getByTestId('demo-address')).toHaveText('—');
  });

  test('F10: the frame is ready but never answers the email login -> "Embedded Wallet Request Timed Out" at 120 s', async ({ demo, page, secure }) => {
    await page.clock.install();
    secure.inject({ path: '/api/email/connect', method: 'POST', fault: { kind: 'hang' } });
    await gotoEmbeddedThrough(demo, secure);
    await submitEmail(demo, uniqueEmail('f10'));
    await expect.poll(() => secure.count('/api/email/connect'), { message: 'the frame asked the secure site' }).toBe(1);
    await expect(page.getByTestId('email-submit')).toContainText(emailMessages.emailForm.sending);
    await page.clock.fastForward(FRAME_REQUEST_TIMEOUT_MS - 1_000);
    await expect(page.getByTestId('toast')).toHaveCount(0);
    await page.clock.fastForward(1_500);
    await expect(page.getByTestId('toast')).toHaveText(ALERTS.IFRAME_REQUEST_TIMEOUT.shortMessage);
    await expect(page.getByTestId('email-submit')).not.toHaveText(emailMessages.emailForm.sending);
    await page.getByTestId('header-close').click();
    await demo.expectModalClosed();
    await expect(page.getByTestId('demo-address')).toHaveText('—');
  });

  test('F20 + F14: closing the modal rejects the pending request; a hung sign-out still disconnects within 3.5 s', async ({ demo, page, secure }) => {
    test.setTimeout(90_000);
    await gotoEmbeddedThrough(demo, secure);
    await enterEmailCode(demo, uniqueEmail('f14'));
    await demo.expectModalClosed();
    await expect(page.getByTestId('demo-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);

    // F20: a signature request pending in ApproveTransaction; closing the modal settles the dapp's promise.
    await page.getByTestId('demo-sign-message').click();
    await expect(demo.view('ApproveTransaction')).toBeVisible();
    await frameSettled(page);
    const closedAt = Date.now();
    await page.getByTestId('header-close').click();
    // The dapp's promise rejects with the catalogued 'Modal closed' (spec §8), shown by the demo.
    await expect(page.getByText(new ModalClosedError().shortMessage, { exact: true })).toBeVisible();
    timeToOutcome('F20', closedAt);
    expect(Date.now() - closedAt).toBeLessThan(1_500);
    await expect(page.getByTestId('demo-signature')).toHaveCount(0);
    await expect(secureFrame(page).getByTestId('approve-transaction')).toBeHidden();

    // F14: the frame's sign-out never answers.
    secure.inject({ path: '/api/signout', method: 'POST', fault: { kind: 'hang' } });
    await demo.connectButton.click();
    await demo.openAccount();
    const clickedAt = Date.now();
    await page.getByTestId('account-disconnect').click();
    await expect(demo.connectButton).toHaveText(/connect wallet/i, { timeout: FRAME_SIGN_OUT_TIMEOUT_MS + 500 });
    timeToOutcome('F14', clickedAt);
    expect(Date.now() - clickedAt).toBeLessThan(FRAME_SIGN_OUT_TIMEOUT_MS + 500);
    const authKeys = await page.evaluate((prefix) => Object.keys(localStorage).filter((key) => key.startsWith(`${prefix}auth/`)), STORAGE_PREFIX);
    expect(authKeys, 'login cache left in storage').toEqual([]);
    await page.reload();
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
    await expect(page.getByTestId('demo-address')).toHaveText('—');
  });
});
