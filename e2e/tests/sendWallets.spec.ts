import { encodeFunctionData, erc20Abi, parseEther, type Hex } from 'viem';
import { FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_TOKENS, foyerDevChain } from '@foyer/kernel';
import { anvilRpc } from '../support/anvilRpc.js';
import { loginWithEmail, uniqueEmail } from '../support/embeddedWallet.js';
import { expect, test } from '../support/fixtures.js';
import { approveInFrame, secureFrame } from '../support/secureFrame.js';
import { erc20BalanceOf, nonceOf, weiBalanceOf } from '../support/sendChain.js';
import { chooseToken, expectSent, openSend, reviewSend, SEND_PROJECT } from '../support/sendFlow.js';
import { openPairing } from '../support/wcPairing.js';
import { createWcWallet, type WcWallet } from '../support/wcWallet.js';

const EVM_FUSD = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === foyerDevChain.caipNetworkId)!;
const ONE_ETH = '0xde0b6b3a7640000';

let wallet: WcWallet | undefined;
test.afterEach(async () => {
  await wallet?.close();
  wallet = undefined;
});

test.describe('Send through the embedded wallet (email login, approval in the secure frame)', () => {
  test('send 0.01 ETH to dev account 1: the frame shows recipient and amount, approve, "Sent", exactly 0.01 ETH more', async ({ demo, page, stack }) => {
    test.setTimeout(120_000);
    const receiver = FOYER_DEV_EVM_ACCOUNTS[1];
    await demo.goto({ projectId: SEND_PROJECT, secureSiteUrl: stack.secure });
    const address = await loginWithEmail(demo, uniqueEmail('send'));
    await anvilRpc(stack.anvil, 'anvil_setBalance', [address, ONE_ETH]);
    // A new block, so the balance the widget reads (cached per block) is the funded one.
    await anvilRpc(stack.anvil, 'evm_mine', []);
    const before = await weiBalanceOf(stack.anvil, receiver);

    const form = await openSend(demo);
    await expect(form.getByTestId('send-token')).toHaveAttribute('data-symbol', 'ETH');
    const preview = await reviewSend(demo, '0.01', receiver);
    await preview.getByTestId('send-confirm').click();

    // The approval is the secure frame's: the host page has no Approve of its own.
    await expect(demo.view('ApproveTransaction')).toBeVisible();
    await expect(page.getByTestId('approve-transaction')).toHaveCount(0);
    const summary = secureFrame(page).getByTestId('approve-summary');
    await expect(summary).toContainText(receiver);
    await expect(summary).toContainText('0.01 ETH');
    await approveInFrame(page);

    await expectSent(demo);
    expect(await weiBalanceOf(stack.anvil, receiver)).toBe(before + parseEther('0.01'));
    expect(await nonceOf(stack.anvil, address)).toBe(1n);
  });
});

test.describe('Send through WalletConnect (the scripted wallet on the local relay)', () => {
  test('send 1.5 fUSD to dev account 2: the wallet signs one ERC-20 transfer, exact balanceOf deltas on both sides', async ({ demo, stack }) => {
    // The scripted wallet holds dev account 1, so the receiver is dev account 2.
    const receiver = FOYER_DEV_EVM_ACCOUNTS[2];
    wallet = await createWcWallet({ relayUrl: stack.relay, rpcUrl: stack.anvil });
    await demo.goto({ projectId: SEND_PROJECT });
    await wallet.pair(await openPairing(demo));
    await wallet.approveNextProposal();
    await demo.expectConnectedButton(wallet.address);
    const receiverBefore = await erc20BalanceOf(stack.anvil, EVM_FUSD.address, receiver);
    const senderBefore = await erc20BalanceOf(stack.anvil, EVM_FUSD.address, wallet.address);

    await openSend(demo);
    await chooseToken(demo, 'fUSD');
    const preview = await reviewSend(demo, '1.5', receiver);
    await preview.getByTestId('send-confirm').click();
    await expectSent(demo);

    // The wallet got exactly one eth_sendTransaction on the dev chain: `transfer(receiver, 1.5 fUSD)` to the token.
    const sends = wallet.requests.filter((request) => request.method === 'eth_sendTransaction');
    expect(sends).toHaveLength(1);
    const [sent] = sends;
    expect(sent?.chainId).toBe(foyerDevChain.caipNetworkId);
    const [transaction] = sent?.params as [{ from: string; to: string; data: Hex }];
    expect(transaction.from.toLowerCase()).toBe(wallet.address.toLowerCase());
    expect(transaction.to.toLowerCase()).toBe(EVM_FUSD.address.toLowerCase());
    expect(transaction.data).toBe(encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [receiver, 1_500_000n] }));
    const receipt = await anvilRpc<{ status: Hex } | null>(stack.anvil, 'eth_getTransactionReceipt', [sent?.result]);
    expect(receipt?.status).toBe('0x1');

    expect(await erc20BalanceOf(stack.anvil, EVM_FUSD.address, receiver)).toBe(receiverBefore + 1_500_000n);
    expect(await erc20BalanceOf(stack.anvil, EVM_FUSD.address, wallet.address)).toBe(senderBefore - 1_500_000n);
  });
});
