import {
  AccountRole,
  appendTransactionMessageInstruction,
  createKeyPairSignerFromPrivateKeyBytes,
  createTransactionMessage,
  getBase16Encoder,
  getBase64EncodedWireTransaction,
  getU64Encoder,
  pipe,
  setTransactionMessageFeePayerSigner,
  setTransactionMessageLifetimeUsingBlockhash,
  signTransactionMessageWithSigners,
  type Address,
  type Blockhash,
} from '@solana/kit';
import { FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_SOLANA_SEEDS, foyerDevSolana } from '@foyer/kernel';
import { anvilRpc as jsonRpc } from '../support/anvilRpc.js';
import { parseDisplayedMilli } from '../support/balanceMilli.js';
import type { DemoPage } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';

/** The demo's Solana dev wallet (Wallet Standard), holding Solana dev account 0. */
const SOLANA_DEV_WALLET = {
  name: 'Foyer Dev Wallet',
  connectorId: 'solana:foyer-dev-wallet',
  address: FOYER_DEV_SOLANA_ADDRESSES[0],
} as const;

const SYSTEM_PROGRAM = '11111111111111111111111111111111' as Address;
const LAMPORTS_PER_MILLI_SOL = 1_000_000n;

/** True when `text` shows the base58 `address` in full or shortened ("H3GrTC…RoKA"), case-sensitively. */
function displaysSolanaAddress(text: string | null, address: string): boolean {
  const shown = (text ?? '').replace(/\s+/g, '');
  if (shown.includes(address)) return true;
  const match = /([1-9A-HJ-NP-Za-km-z]{4,})(?:\u2026|\.{2,3})([1-9A-HJ-NP-Za-km-z]{4,})/.exec(shown);
  return match !== null && address.startsWith(match[1] ?? '') && address.endsWith(match[2] ?? '');
}

async function lamportsOf(solanaUrl: string, address: string): Promise<bigint> {
  const { value } = await jsonRpc<{ value: number }>(solanaUrl, 'getBalance', [address]);
  return BigInt(value);
}

/** Moves Solana dev account 0 off a round balance (0.123456789 SOL to dev account 1), so the display must follow the node. */
async function spendOddAmount(solanaUrl: string): Promise<void> {
  const seed = FOYER_DEV_SOLANA_SEEDS[0];
  const source = await createKeyPairSignerFromPrivateKeyBytes(new Uint8Array(getBase16Encoder().encode(seed)));
  const { value: lifetime } = await jsonRpc<{ value: { blockhash: string; lastValidBlockHeight: number } }>(solanaUrl, 'getLatestBlockhash', []);
  const message = pipe(
    createTransactionMessage({ version: 0 }),
    (draft) => setTransactionMessageFeePayerSigner(source, draft),
    (draft) =>
      setTransactionMessageLifetimeUsingBlockhash(
        { blockhash: lifetime.blockhash as Blockhash, lastValidBlockHeight: BigInt(lifetime.lastValidBlockHeight) },
        draft,
      ),
    (draft) =>
      appendTransactionMessageInstruction(
        {
          programAddress: SYSTEM_PROGRAM,
          accounts: [
            { address: source.address, role: AccountRole.WRITABLE_SIGNER, signer: source },
            { address: FOYER_DEV_SOLANA_ADDRESSES[1] as Address, role: AccountRole.WRITABLE },
          ],
          data: new Uint8Array([2, 0, 0, 0, ...getU64Encoder().encode(123_456_789n)]),
        },
        draft,
      ),
  );
  const signed = await signTransactionMessageWithSigners(message);
  const signature = await jsonRpc<string>(solanaUrl, 'sendTransaction', [getBase64EncodedWireTransaction(signed), { encoding: 'base64' }]);
  await expect
    .poll(async () => (await jsonRpc<{ value: ({ err: unknown } | null)[] }>(solanaUrl, 'getSignatureStatuses', [[signature]])).value[0])
    .toMatchObject({ err: null });
}

function solanaDevWalletRow(demo: DemoPage) {
  return demo.view('Connect').getByTestId(`wallet-${SOLANA_DEV_WALLET.connectorId}`);
}

async function connectSolanaDevWallet(demo: DemoPage): Promise<void> {
  await demo.openModal();
  await expect(demo.view('Connect')).toBeVisible();
  const row = solanaDevWalletRow(demo);
  await expect(row).toContainText(SOLANA_DEV_WALLET.name);
  await row.click();
}

async function expectButtonShowsSolanaAccount(demo: DemoPage): Promise<void> {
  await expect
    .poll(async () => displaysSolanaAddress(await demo.connectButton.textContent(), SOLANA_DEV_WALLET.address), {
      message: `connect-button shows ${SOLANA_DEV_WALLET.address}`,
    })
    .toBe(true);
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
    await connectSolanaDevWallet(demo);
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
    await connectSolanaDevWallet(demo);
    await expectButtonShowsSolanaAccount(demo);
    await page.reload();
    await expectButtonShowsSolanaAccount(demo);
  });

  test('a rejected connection request shows "Connection rejected"', async ({ demo, stack }) => {
    await demo.goto({ solanaUrl: stack.solana, devWallet: 'reject' });
    await connectSolanaDevWallet(demo);
    const connecting = demo.view('ConnectingExternal');
    await expect(connecting).toBeVisible();
    await expect(connecting).toContainText('Connection rejected');
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
  });
});
