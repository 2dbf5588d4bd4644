import type { DemoPage } from './DemoPage.js';
import { expect } from './fixtures.js';

/** The project of the demo with the send feature on (`foyer-demo`; override with FOYER_E2E_SEND_PROJECT). */
export const SEND_PROJECT = process.env.FOYER_E2E_SEND_PROJECT ?? 'foyer-demo';

/** From Account, opens the send form (`account-send`) and waits for its default token. */
export async function openSend(demo: DemoPage) {
  const account = await demo.openAccount();
  await account.getByTestId('account-send').click();
  const view = demo.view('WalletSend');
  await expect(view).toBeVisible();
  await expect(view.getByTestId('send-token')).toHaveAttribute('data-symbol', /.+/);
  return view;
}

/** Picks `symbol` in WalletSendSelectToken and waits until the form shows it. */
export async function chooseToken(demo: DemoPage, symbol: string) {
  await demo.view('WalletSend').getByTestId('send-token').click();
  const list = demo.view('WalletSendSelectToken');
  await expect(list).toBeVisible();
  await list.getByTestId(`send-token-${symbol}`).click();
  await expect(demo.view('WalletSend').getByTestId('send-token')).toHaveAttribute('data-symbol', symbol);
}

/** Fills amount and receiver and submits: the preview shows the receiver and a ready fee estimate. */
export async function reviewSend(demo: DemoPage, amount: string, receiver: string) {
  const form = demo.view('WalletSend');
  await form.getByTestId('send-amount').fill(amount);
  await form.getByTestId('send-receiver').fill(receiver);
  await form.getByTestId('send-submit').click();
  const preview = demo.view('WalletSendPreview');
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('send-preview-to')).toHaveAttribute('data-address', receiver);
  await expect(preview.getByTestId('send-preview-fee')).toHaveAttribute('data-state', 'ready');
  return preview;
}

/** What a successful send ends with: the "Sent" toast (once the chain confirmed it) and the way back to Account. */
export async function expectSent(demo: DemoPage) {
  await expect(demo.page.getByTestId('toast')).toHaveText('Sent', { timeout: 30_000 });
  await expect(demo.view('Account')).toBeVisible();
}

/** Reviews, confirms with a wallet that answers by itself, waits for "Sent" and Account. */
export async function sendAndConfirm(demo: DemoPage, amount: string, receiver: string) {
  const preview = await reviewSend(demo, amount, receiver);
  await preview.getByTestId('send-confirm').click();
  await expectSent(demo);
}
