import { getBase64EncodedWireTransaction, type Address } from '@solana/kit';
import { FOYER_DEV_SOLANA_ADDRESSES, foyerDevSolana } from '@foyer/kernel';
import { devSigner, signedTransfer } from '../../services/src/solana/test-utils/solanaTestKit.js';
import { anvilRpc as jsonRpc } from '../support/anvilRpc.js';
import { parseDisplayedMilli } from '../support/balanceMilli.js';
import { expect, test } from '../support/fixtures.js';
import {
  displaysSolanaAddress,
  expectButtonShowsSolanaAccount,
  LAMPORTS_PER_MILLI_SOL,
  lamportsOf,
  pickSolanaDevWallet,
  SOLANA_DEV_WALLET,
  solanaDevWalletRow,
} from '../support/solanaDevWallet.js';

/** Moves Solana dev account 0 off a round balance (0.123456789 SOL to dev account 1), so the display must follow the node. */
async function spendOddAmount(solanaUrl: string): Promise<void> {
  const source = await devSigner(0);
  const { value: lifetime } = await jsonRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(solanaUrl, 'getLatestBlockhash', []);
  const signed = await signedTransfer(source, FOYER_DEV_SOLANA_ADDRESSES[1] as Address, 123_456_789n, {
    blockhash: lifetime.blockhash,
    lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight),
  });
  const signature = await jsonRpc<string>(solanaUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
  await expect
    .poll(async () => (await jsonRpc<{ value: ({ err: unknown } | null)[] }>(solanaUrl, 'getSignatureStatuses', [[signature]])).value[0])
    .toMatchObject({ err: null });
}

test.describe('Solana through the Wallet Standard', () => {
  test.beforeEach(async ({ demo, stack }) => {
    await demo.goto({ solanaUrl: stack.solana });
  });

  test('the Connect view lists the Solana dev wallet as installed', async ({ demo }) => {
    await demo.openModal();
    await expect(solanaDevWalletRow(demo)).toContainText(SOLANA_DEV_WALLET.name);
    await expect(solanaDevWalletRow(demo)).toContainText(/installed/i);
  });

  test('no remote loads before the user shows intent; picking the Solana wallet loads the solana remote', async ({ demo, page, stack }) => {
    const remoteEntries: string[] = [];
    page.on('request', (request) => {
      if (/\/remoteEntry\.js(\?|$)/.test(request.url())) remoteEntries.push(new URL(request.url()).pathname);
    });
    await demo.goto({ solanaUrl: stack.solana });
    await expect(demo.connectButton).toBeVisible();
    // Long enough for the idle-time work (wallet discovery, prefetches) that used to load the Solana adapter.
    await page.waitForLoadState('networkidle');
    expect(remoteEntries, 'remote entries requested before any click').toEqual([]);
    await demo.openModal();
    await expect(solanaDevWalletRow(demo)).toContainText(/installed/i);
    expect(remoteEntries.filter((entry) => entry.includes('/solana/')), 'the solana remote before the wallet is picked').toEqual([]);
    await solanaDevWalletRow(demo).click();
    await expectButtonShowsSolanaAccount(demo);
    expect(remoteEntries.filter((entry) => entry.includes('/solana/'))).toHaveLength(1);
  });

  test('connecting shows the Account view with the address and the SOL balance the node reports', async ({ demo, stack }) => {
    await spendOddAmount(stack.solana);
    await demo.goto({ solanaUrl: stack.solana });
    await pickSolanaDevWallet(demo);
    await expectButtonShowsSolanaAccount(demo);

    const account = await demo.openAccount();
    await expect
      .poll(async () => displaysSolanaAddress(await account.getByTestId('account-address').textContent(), SOLANA_DEV_WALLET.address))
      .toBe(true);
    const balance = account.getByTestId('account-balance');
    const lamports = await lamportsOf(stack.solana, SOLANA_DEV_WALLET.address);
    expect(lamports % LAMPORTS_PER_MILLI_SOL, 'the balance is not a round number of milli-SOL').not.toBe(0n);
    await expect
      .poll(async () => parseDisplayedMilli(await balance.textContent()), {
        message: `account-balance shows getBalance (${lamports} lamports) truncated to 3 decimals`,
      })
      .toBe(lamports / LAMPORTS_PER_MILLI_SOL);
    await expect(balance).toContainText(foyerDevSolana.nativeCurrency.symbol);
  });

  test('a reload keeps the Solana connection', async ({ demo, page }) => {
    await pickSolanaDevWallet(demo);
    await expectButtonShowsSolanaAccount(demo);
    await page.reload();
    await expectButtonShowsSolanaAccount(demo);
  });

  test('a rejected connection request shows "Connection rejected"', async ({ demo, stack }) => {
    await demo.goto({ solanaUrl: stack.solana, devWallet: 'reject' });
    await pickSolanaDevWallet(demo);
    const connecting = demo.view('ConnectingExternal');
    await expect(connecting).toBeVisible();
    await expect(connecting).toContainText('Connection rejected');
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
  });
});
