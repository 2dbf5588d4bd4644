import { createServer } from 'node:net';
import { address, getBase58Encoder, getPublicKeyFromAddress, signatureBytes, verifySignature } from '@solana/kit';
import { foyerDevSolana } from '@foyer/kernel';
import {
  SOLANA_DEMO_MESSAGE,
  SOLANA_DEV_ACCOUNT_1,
  SOLANA_TRANSFER_LAMPORTS,
} from '../../demo/src/components/solanaDemoConstants.js';
import { anvilRpc as jsonRpc } from '../support/anvilRpc.js';
import { parseDisplayedMilli } from '../support/balanceMilli.js';
import type { DemoPage } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';
import {
  expectButtonShowsSolanaAccount,
  LAMPORTS_PER_MILLI_SOL,
  lamportsOf,
  pickSolanaDevWallet,
  SOLANA_DEV_WALLET,
} from '../support/solanaDevWallet.js';

const BASE58_SIGNATURE = /^[1-9A-HJ-NP-Za-km-z]{64,88}$/;

type SignatureStatus = { err: unknown; confirmationStatus: string | null } | null;

async function signatureStatus(solanaUrl: string, signature: string): Promise<SignatureStatus> {
  const { value } = await jsonRpc<{ value: SignatureStatus[] }>(solanaUrl, 'getSignatureStatuses', [[signature], { searchTransactionHistory: true }]);
  return value[0] ?? null;
}

/** A loopback port nothing listens on (bound, then released). */
async function closedLoopbackPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Connects the Solana dev wallet from the Connect view and closes the modal. */
async function connectSolanaDevWallet(demo: DemoPage): Promise<void> {
  await pickSolanaDevWallet(demo);
  await expectButtonShowsSolanaAccount(demo);
  if (await demo.modal.isVisible()) await demo.page.keyboard.press('Escape');
  await demo.expectModalClosed();
}

/** The text of a result element, once it is shown. */
async function shownText(demo: DemoPage, testId: string): Promise<string> {
  const output = demo.page.getByTestId(testId);
  await expect(output).toBeVisible();
  return ((await output.textContent()) ?? '').trim();
}

test.describe('demo Solana actions through the connected Solana wallet', () => {
  test.beforeEach(async ({ demo, stack }) => {
    await demo.goto({ solanaUrl: stack.solana });
  });

  test('a Solana account gets the Solana actions and never the EVM ones', async ({ demo, page }) => {
    // Disconnected: the EVM actions are shown disabled, no Solana action.
    await expect(page.getByTestId('demo-send-transaction')).toBeDisabled();
    await expect(page.getByTestId('demo-solana-send')).toHaveCount(0);

    await connectSolanaDevWallet(demo);
    await expect(page.getByTestId('demo-solana-sign-message')).toBeEnabled();
    await expect(page.getByTestId('demo-solana-send')).toHaveText('Send 0.01 SOL');
    await expect(page.getByTestId('demo-solana-send')).toBeEnabled();
    await expect(page.getByTestId('demo-sign-message')).toHaveCount(0);
    await expect(page.getByTestId('demo-send-transaction')).toHaveCount(0);
  });

  test('sign message: the Ed25519 signature is over the exact message bytes, by dev account 0', async ({ demo, page }) => {
    await connectSolanaDevWallet(demo);
    await page.getByTestId('demo-solana-sign-message').click();
    const shown = await shownText(demo, 'demo-solana-signature');
    expect(shown).toMatch(BASE58_SIGNATURE);

    const signature = signatureBytes(new Uint8Array(getBase58Encoder().encode(shown)));
    const publicKey = await getPublicKeyFromAddress(address(SOLANA_DEV_WALLET.address));
    const message = new TextEncoder().encode(SOLANA_DEMO_MESSAGE);
    expect(await verifySignature(publicKey, signature, message), 'signature verifies over the demo message').toBe(true);
    // The check can fail: another message, or another account's key, does not verify.
    expect(await verifySignature(publicKey, signature, new TextEncoder().encode(`${SOLANA_DEMO_MESSAGE}!`))).toBe(false);
    const otherKey = await getPublicKeyFromAddress(address(SOLANA_DEV_ACCOUNT_1));
    expect(await verifySignature(otherKey, signature, message)).toBe(false);
  });

  test('send 0.01 SOL: the node confirms it, account 1 gains exactly 10,000,000 lamports, the Account view follows', async ({
    demo,
    page,
    stack,
  }) => {
    await connectSolanaDevWallet(demo);
    const recipientBefore = await lamportsOf(stack.solana, SOLANA_DEV_ACCOUNT_1);
    const senderBefore = await lamportsOf(stack.solana, SOLANA_DEV_WALLET.address);

    await page.getByTestId('demo-solana-send').click();
    const signature = await shownText(demo, 'demo-solana-tx-signature');
    expect(signature).toMatch(BASE58_SIGNATURE);

    await expect
      .poll(async () => (await signatureStatus(stack.solana, signature))?.confirmationStatus, { message: `status of ${signature}` })
      .toMatch(/^(confirmed|finalized)$/);
    expect((await signatureStatus(stack.solana, signature))?.err).toBeNull();
    expect(await lamportsOf(stack.solana, SOLANA_DEV_ACCOUNT_1)).toBe(recipientBefore + SOLANA_TRANSFER_LAMPORTS);
    const senderAfter = await lamportsOf(stack.solana, SOLANA_DEV_WALLET.address);
    expect(senderBefore - senderAfter, 'the sender paid the transfer plus a fee').toBeGreaterThan(SOLANA_TRANSFER_LAMPORTS);

    // The shell caches a balance for 30 s (spec §9): a reload (connection restored) shows the node's new balance.
    await page.reload();
    await expectButtonShowsSolanaAccount(demo);
    await demo.connectButton.click();
    const account = demo.view('Account');
    await expect(account).toBeVisible();
    const balance = account.getByTestId('account-balance');
    await expect
      .poll(async () => parseDisplayedMilli(await balance.textContent()), {
        message: `account-balance shows getBalance (${senderAfter} lamports) truncated to 3 decimals`,
      })
      .toBe(senderAfter / LAMPORTS_PER_MILLI_SOL);
    await expect(balance).toContainText(foyerDevSolana.nativeCurrency.symbol);
  });

  test('send with the Solana node unreachable shows a readable error and sends nothing', async ({ demo, page, stack }) => {
    const deadUrl = `http://127.0.0.1:${await closedLoopbackPort()}`;
    await demo.goto({ solanaUrl: deadUrl });
    await connectSolanaDevWallet(demo);
    const recipientBefore = await lamportsOf(stack.solana, SOLANA_DEV_ACCOUNT_1);

    await page.getByTestId('demo-solana-send').click();
    const error = page.getByRole('alert').filter({ hasText: 'Solana node' });
    await expect(error).toHaveText(`Could not read the latest blockhash from the Solana node at ${deadUrl}`);
    await expect(page.getByTestId('demo-solana-tx-signature')).toHaveCount(0);
    await expect(page.getByTestId('demo-solana-send')).toBeEnabled();
    expect(await lamportsOf(stack.solana, SOLANA_DEV_ACCOUNT_1)).toBe(recipientBefore);
  });
});
