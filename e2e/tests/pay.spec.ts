import type { Hex } from 'viem';
import { FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_TOKENS, foyerDevChain } from '@foyer/kernel';
import { anvilRpc } from '../support/anvilRpc.js';
import type { DemoPage } from '../support/DemoPage.js';
import { DEV_WALLET } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';
import { erc20BalanceOf } from '../support/sendChain.js';

const FUSD = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === foyerDevChain.caipNetworkId)!;
/** The fixed dev address `demo-pay` pays (dev account 2). */
const RECIPIENT = FOYER_DEV_EVM_ACCOUNTS[2];

/** On view-Pay: choose the wallet (its balance of fUSD shown), confirm; returns the hash `demo-pay-result` shows. */
async function payFromWallet(demo: DemoPage): Promise<Hex> {
  const pay = demo.view('Pay');
  await expect(pay.getByTestId('pay-amount')).toHaveText('5 fUSD');
  await expect(pay.getByTestId('pay-recipient')).toHaveAttribute('data-address', RECIPIENT);
  await expect(pay.getByTestId('pay-wallet-balance')).toHaveText(/^Balance: [\d.]+ fUSD$/);
  await pay.getByTestId('pay-wallet').click();
  await expect(pay.getByTestId('pay-wallet')).toHaveAttribute('aria-pressed', 'true');
  await pay.getByTestId('pay-confirm').click();
  const result = demo.page.getByTestId('demo-pay-result');
  await expect(result).toHaveText(/^Paid: 0x[0-9a-f]{64}$/i, { timeout: 30_000 });
  return /0x[0-9a-f]{64}/i.exec((await result.textContent()) ?? '')![0] as Hex;
}

/** The receipt of `hash` read straight from the dev node: mined, successful, from the dev wallet to the fUSD contract. */
async function expectMinedTransfer(anvil: string, hash: Hex): Promise<void> {
  const receipt = await anvilRpc<{ status: Hex; from: string; to: string } | null>(anvil, 'eth_getTransactionReceipt', [hash]);
  expect(receipt?.status).toBe('0x1');
  expect(receipt?.from.toLowerCase()).toBe(DEV_WALLET.address.toLowerCase());
  expect(receipt?.to.toLowerCase()).toBe(FUSD.address.toLowerCase());
}

/** Opens the demo with the dev wallet connected and the modal closed; returns the recipient's fUSD balance. */
async function connectAndReadRecipient(demo: DemoPage, anvil: string): Promise<bigint> {
  await demo.goto();
  await demo.connectDevWallet();
  await demo.page.keyboard.press('Escape');
  await demo.expectModalClosed();
  return erc20BalanceOf(anvil, FUSD.address, RECIPIENT);
}

test.describe('Pay (foyer.pay, the pay remote) with the injected EVM dev wallet', () => {
  test('connected: demo-pay → view-Pay → pay-wallet → pay-confirm → "Paid: <hash>", the recipient got exactly 5 fUSD', async ({ demo, stack }) => {
    const before = await connectAndReadRecipient(demo, stack.anvil);
    await demo.page.getByTestId('demo-pay').click();
    await expect(demo.view('Pay')).toBeVisible();
    const hash = await payFromWallet(demo);

    expect(await erc20BalanceOf(stack.anvil, FUSD.address, RECIPIENT)).toBe(before + 5_000_000n);
    await expectMinedTransfer(stack.anvil, hash);
    // The success state, then the modal closes by itself.
    await demo.expectModalClosed();
  });

  test('demo-pay then closing the modal: "Payment cancelled", nothing sent', async ({ demo, stack }) => {
    const before = await connectAndReadRecipient(demo, stack.anvil);
    await demo.page.getByTestId('demo-pay').click();
    await expect(demo.view('Pay')).toBeVisible();
    await demo.page.getByTestId('header-close').click();
    await demo.expectModalClosed();
    await expect(demo.page.getByTestId('demo-pay-result')).toHaveText('Payment cancelled');
    expect(await erc20BalanceOf(stack.anvil, FUSD.address, RECIPIENT)).toBe(before);

    // One at a time only while in progress: after the cancel a new payment opens Pay again.
    await demo.page.getByTestId('demo-pay').click();
    await expect(demo.view('Pay')).toBeVisible();
    await demo.page.keyboard.press('Escape');
    await expect(demo.page.getByTestId('demo-pay-result')).toHaveText('Payment cancelled');
  });

  test('not connected: pay-wallet connects first (wallets only) and comes back to Pay, then pays', async ({ demo, stack }) => {
    await demo.goto();
    const before = await erc20BalanceOf(stack.anvil, FUSD.address, RECIPIENT);
    await demo.page.getByTestId('demo-pay').click();
    const pay = demo.view('Pay');
    await expect(pay).toBeVisible();
    await pay.getByTestId('pay-wallet').click();
    const connect = demo.view('Connect');
    await expect(connect).toBeVisible();
    // Spec §6: while paying, email and social login are off.
    await expect(connect.getByTestId('connect-method-email')).toHaveCount(0);
    await expect(connect.getByTestId('connect-method-social')).toHaveCount(0);
    await demo.devWalletRow().click();
    await demo.expectConnectedButton();
    await expect(pay).toBeVisible();
    await payFromWallet(demo);
    expect(await erc20BalanceOf(stack.anvil, FUSD.address, RECIPIENT)).toBe(before + 5_000_000n);
  });
});
