import { generateKeyPairSigner } from '@solana/kit';
import { FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_SOLANA_ADDRESSES, FOYER_DEV_TOKENS, foyerDevChain, foyerDevSolana, mainnet } from '@foyer/kernel';
import { DEV_WALLET } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';
import { anvilRpc } from '../support/anvilRpc.js';
import { waitForIndexed } from '../support/accountAssets.js';
import { erc20BalanceOf, nonceOf, splAmountOf } from '../support/sendChain.js';
import { chooseToken, openSend, SEND_PROJECT, sendAndConfirm } from '../support/sendFlow.js';
import { expectButtonShowsSolanaAccount, lamportsOf, pickSolanaDevWallet, SOLANA_DEV_WALLET } from '../support/solanaDevWallet.js';

const EVM_FUSD = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === foyerDevChain.caipNetworkId)!;
const SPL_FUSD = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === foyerDevSolana.caipNetworkId)!;
const EVM_ACCOUNT_1 = FOYER_DEV_EVM_ACCOUNTS[1];
const SOLANA_ACCOUNT_1 = FOYER_DEV_SOLANA_ADDRESSES[1];

test.describe('Send (send remote) with the injected EVM dev wallet', () => {
  test.beforeEach(async ({ demo }) => {
    await demo.goto({ projectId: SEND_PROJECT });
    await demo.connectDevWallet();
  });

  test('send 1.5 fUSD to dev account 1: its on-chain balanceOf rises by exactly 1.5, "Sent", back on Account', async ({ demo, stack }) => {
    const before = await erc20BalanceOf(stack.anvil, EVM_FUSD.address, EVM_ACCOUNT_1);
    await openSend(demo);
    await chooseToken(demo, 'fUSD');
    await sendAndConfirm(demo, '1.5', EVM_ACCOUNT_1);
    expect(await erc20BalanceOf(stack.anvil, EVM_FUSD.address, EVM_ACCOUNT_1)).toBe(before + 1_500_000n);
    // The Activity tab shows that transfer (the services' indexer follows the dev chain).
    const { transactions } = await anvilRpc<{ transactions: string[] }>(stack.anvil, 'eth_getBlockByNumber', ['latest', false]);
    const hash = transactions.at(-1)!;
    await waitForIndexed(stack.api, DEV_WALLET.address, hash);
    const account = demo.view('Account');
    await account.getByTestId('account-tab-activity').click();
    await expect(account.locator(`[data-testid="activity-item"][data-hash="${hash}"]`)).toBeVisible();
    // Sending again starts from an empty form (reset on success).
    const form = await openSend(demo);
    await expect(form.getByTestId('send-amount')).toHaveValue('');
    await expect(form.getByTestId('send-receiver')).toHaveValue('');
  });

  test('an amount above the balance is refused: "Insufficient funds", no preview, nothing sent (nonce unchanged)', async ({ demo, stack }) => {
    const nonce = await nonceOf(stack.anvil, DEV_WALLET.address);
    const form = await openSend(demo);
    await chooseToken(demo, 'fUSD');
    await form.getByTestId('send-amount').fill('100000000');
    await form.getByTestId('send-receiver').fill(EVM_ACCOUNT_1);
    await expect(form.getByTestId('send-amount-error')).toHaveText('Insufficient funds');
    await expect(form.getByTestId('send-amount')).toHaveAttribute('aria-invalid', 'true');
    await form.getByTestId('send-submit').click();
    await expect(demo.view('WalletSendPreview')).toHaveCount(0);
    await expect(form).toBeVisible();
    expect(await nonceOf(stack.anvil, DEV_WALLET.address)).toBe(nonce);
  });

  test('a network switch resets the send form', async ({ demo }) => {
    let form = await openSend(demo);
    await form.getByTestId('send-amount').fill('0.25');
    await form.getByTestId('send-receiver').fill(EVM_ACCOUNT_1);
    // Back and forth without a switch keeps what was typed.
    await demo.back();
    form = await openSend(demo);
    await expect(form.getByTestId('send-amount')).toHaveValue('0.25');
    await demo.back();

    const networks = await demo.openFromAccount('account-network', 'Networks');
    await networks.getByTestId(`network-${mainnet.caipNetworkId}`).click();
    await expect(demo.view('Account').getByTestId('account-network')).toHaveAttribute('data-network', mainnet.caipNetworkId);
    // Mainnet holds no balances here (nothing leaves the machine): the form opens without a default token.
    await (await demo.openAccount()).getByTestId('account-send').click();
    form = demo.view('WalletSend');
    await expect(form).toBeVisible();
    await expect(form.getByTestId('send-amount')).toHaveValue('');
    await expect(form.getByTestId('send-receiver')).toHaveValue('');
  });
});

test.describe('Send (send remote) with the Solana dev wallet', () => {
  test.beforeEach(async ({ demo, stack }) => {
    await demo.goto({ projectId: SEND_PROJECT, solanaUrl: stack.solana });
    await pickSolanaDevWallet(demo);
    await expectButtonShowsSolanaAccount(demo);
  });

  test('send 0.01 SOL to dev account 1: exactly 10,000,000 lamports more on the node', async ({ demo, stack }) => {
    const before = await lamportsOf(stack.solana, SOLANA_ACCOUNT_1);
    const form = await openSend(demo);
    await expect(form.getByTestId('send-token')).toHaveAttribute('data-symbol', 'SOL');
    await sendAndConfirm(demo, '0.01', SOLANA_ACCOUNT_1);
    expect(await lamportsOf(stack.solana, SOLANA_ACCOUNT_1)).toBe(before + 10_000_000n);
  });

  test("send 1 fUSD (SPL) to an address without a token account: the send creates it and it holds exactly 1 fUSD", async ({ demo, stack }) => {
    const receiver = (await generateKeyPairSigner()).address;
    const senderBefore = await splAmountOf(stack.solana, SOLANA_DEV_WALLET.address, SPL_FUSD.address);
    expect(await splAmountOf(stack.solana, receiver, SPL_FUSD.address)).toBe(0n);
    await openSend(demo);
    await chooseToken(demo, 'fUSD');
    await sendAndConfirm(demo, '1', receiver);
    expect(await splAmountOf(stack.solana, receiver, SPL_FUSD.address)).toBe(1_000_000n);
    expect(await splAmountOf(stack.solana, SOLANA_DEV_WALLET.address, SPL_FUSD.address)).toBe(senderBefore - 1_000_000n);
  });
});
