import { verifyMessage, type Hex } from 'viem';
import { anvilRpc } from '../support/anvilRpc.js';
import { DEMO_MESSAGE } from '../../demo/src/components/SignMessageAction.js';
import { mailbox, nextOtp } from '../support/devMailbox.js';
import { gotoEmbedded, gotoOutsideAllowedOrigins, loginWithEmail, uniqueEmail } from '../support/embeddedWallet.js';
import { approveInFrame, frameSettled, secureFrame } from '../support/secureFrame.js';
import { expect, test } from '../support/fixtures.js';

/** Dev account 1: the demo's send-transaction recipient. */
const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

interface Receipt {
  status: Hex;
  from: string;
}

test.describe('email login through the embedded wallet', () => {
  test('login, sign, send, reload, update email, disconnect', async ({ demo, page, stack }) => {
    test.setTimeout(180_000);
    const email = uniqueEmail('login');
    await gotoEmbedded(demo);
    const address = await loginWithEmail(demo, email);
    await demo.expectConnectedButton(address);
    await expect(page.getByTestId('demo-status')).toHaveText(/connected/i);
    // The key stays on the secure site: the host page's storage holds no private key.
    const storage = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(storage).not.toMatch(/[0-9a-f]{64}/i);

    // personal_sign opens ApproveTransaction, which hosts the secure frame; the frame shows the readable message
    // and its own Approve; the host page has none. The signature recovers to the address.
    await page.getByTestId('demo-sign-message').click();
    await expect(demo.view('ApproveTransaction')).toBeVisible();
    await expect(page.getByTestId('approve-transaction')).toHaveCount(0);
    await expect(secureFrame(page).getByTestId('approve-summary')).toContainText(DEMO_MESSAGE);
    await approveInFrame(page);
    const signatureOutput = page.getByTestId('demo-signature');
    await expect(signatureOutput).toHaveText(/0x[0-9a-f]{130}/i);
    const signature = /0x[0-9a-f]{130}/i.exec((await signatureOutput.textContent()) ?? '')?.[0] as Hex;
    expect(await verifyMessage({ address: address as Hex, message: DEMO_MESSAGE, signature })).toBe(true);
    await demo.expectModalClosed();

    // A dev-chain transfer from the embedded account, mined.
    await anvilRpc(stack.anvil, 'anvil_setBalance', [address, '0xde0b6b3a7640000']);
    await page.getByTestId('demo-send-transaction').click();
    await expect(secureFrame(page).getByTestId('approve-summary')).toContainText(RECIPIENT);
    await expect(secureFrame(page).getByTestId('approve-summary')).toContainText('0.01 ETH');
    await approveInFrame(page);
    const hashOutput = page.getByTestId('demo-tx-hash');
    await expect(hashOutput).toHaveText(/0x[0-9a-f]{64}/i);
    const hash = /0x[0-9a-f]{64}/i.exec((await hashOutput.textContent()) ?? '')?.[0] as Hex;
    const receipt = (): Promise<Receipt | null> => anvilRpc<Receipt | null>(stack.anvil, 'eth_getTransactionReceipt', [hash]);
    await expect.poll(async () => (await receipt()) !== null, { message: `receipt of ${hash}` }).toBe(true);
    const mined = await receipt();
    expect(mined?.status).toBe('0x1');
    expect(mined?.from.toLowerCase()).toBe(address.toLowerCase());

    // Still signed in after a reload (restored from the frame's session).
    await page.reload();
    await demo.expectConnectedButton(address);

    // Update the email, all of it in the secure frame's own document over ApproveTransaction (review 2, N2): the
    // new address, the code sent to the current address, then the code sent to the new address.
    const newEmail = uniqueEmail('updated');
    await demo.connectButton.click();
    await demo.openAccount();
    await page.getByTestId('account-update-email').click();
    await expect(demo.view('UpdateEmailWallet')).toBeVisible();
    await expect(demo.view('UpdateEmailWallet').getByRole('textbox')).toHaveCount(0);
    const seenOld = (await mailbox(stack.secure, email)).length;
    await page.getByTestId('update-email-start').click();
    await expect(demo.view('ApproveTransaction')).toBeVisible();
    const change = secureFrame(page).getByTestId('email-change');
    await expect(change).toHaveAttribute('data-step', 'email');
    await expect(secureFrame(page).getByTestId('email-change-facts')).toContainText(email);
    const submitInFrame = async (value: string) => {
      await expect(change).toHaveAttribute('data-state', 'ready');
      await secureFrame(page).getByTestId('email-change-input').fill(value);
      await secureFrame(page).getByTestId('email-change-submit').click();
    };
    await submitInFrame(newEmail);
    await expect(change).toHaveAttribute('data-step', 'current');
    await submitInFrame(await nextOtp(stack.secure, email, seenOld));
    await expect(change).toHaveAttribute('data-step', 'new');
    await submitInFrame(await nextOtp(stack.secure, newEmail, 0));
    await expect(demo.view('Account')).toBeVisible();
    await expect(page.getByTestId('toast')).toContainText('Email updated');
    // The old address is told which address signs in now.
    await expect.poll(async () => (await mailbox(stack.secure, email))[0]?.subject).toBe('Your Foyer wallet email was changed');

    // Disconnect: signed out here and after a reload.
    await page.getByTestId('account-disconnect').click();
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
    await page.reload();
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
    await expect(page.getByTestId('demo-address')).toHaveText('—');
  });

  test('rejecting in the secure frame gives the dapp a rejection and no signature', async ({ demo, page }) => {
    await gotoEmbedded(demo);
    await loginWithEmail(demo, uniqueEmail('reject'));
    await page.getByTestId('demo-sign-message').click();
    await expect(demo.view('ApproveTransaction')).toBeVisible();
    await frameSettled(page);
    await secureFrame(page).getByTestId('reject-transaction').click();
    await demo.expectModalClosed();
    await expect(page.getByRole('alert').filter({ hasText: 'User rejected the request.' })).toBeVisible();
    await expect(page.getByTestId('demo-signature')).toHaveCount(0);
  });

  test('a second login within 30 s is refused with the seconds to wait', async ({ demo, page, stack }) => {
    const email = uniqueEmail('cooldown');
    await gotoEmbedded(demo);
    await demo.openModal();
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('email-submit').click();
    await expect(demo.view('EmailVerifyOtp')).toBeVisible();
    await demo.back();
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('email-submit').click();
    await expect(page.getByTestId('toast')).toHaveText(/Please try again after \d+ seconds/);
    expect(await mailbox(stack.secure, email)).toHaveLength(1);
  });

  test("ten wrong codes from another device do not stop the owner's login (review 2, N4)", async ({ demo, page, stack }) => {
    const email = uniqueEmail('victim');
    await gotoEmbedded(demo);
    await demo.openModal();
    const seen = (await mailbox(stack.secure, email)).length;
    await page.getByTestId('email-input').fill(email);
    await page.getByTestId('email-submit').click();
    await expect(demo.view('EmailVerifyOtp')).toBeVisible();
    const code = await nextOtp(stack.secure, email, seen);
    // Someone else, on another device, guesses ten times while the owner's code is live (before the fix this locked
    // the address, and the owner's right code was refused).
    const attackerDevice = crypto.randomUUID();
    const answers: string[] = [];
    for (let guess = 0; guess < 10; guess += 1) {
      const wrong = code === '000000' ? '111111' : '000000';
      const response = await fetch(`${stack.secure}/api/email/otp`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, otp: wrong, deviceId: attackerDevice, chainId: 'eip155:31337' }),
      });
      answers.push(((await response.json()) as { error?: { code?: string } }).error?.code ?? `HTTP ${response.status}`);
    }
    expect(answers).toEqual(Array.from({ length: 10 }, () => 'INVALID_OTP'));
    await page.getByTestId('otp-input').fill(code);
    await demo.expectModalClosed();
    await expect(page.getByTestId('demo-address')).toHaveText(/^0x[0-9a-fA-F]{40}$/);
  });

  test('a page origin outside the allowed origins gets the Origin Not Allowed alert', async ({ demo, page }) => {
    // Same demo server, another origin, not on the project's allowed origins.
    await gotoOutsideAllowedOrigins(demo);
    await demo.openModal();
    await page.getByTestId('email-input').fill(uniqueEmail('origin'));
    await page.getByTestId('email-submit').click();
    await expect(page.getByTestId('alert')).toContainText('Origin Not Allowed');
    await expect(page.getByTestId('demo-address')).toHaveText('—');
  });
});
