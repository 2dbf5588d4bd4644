import { FOYER_DEV_TOKENS, foyerDevChain, mainnet } from '@foyer/kernel';
import { DEV_WALLET } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';
import { anvilRpc } from '../support/anvilRpc.js';
import { waitForIndexed } from '../support/accountAssets.js';
import { erc20BalanceOf } from '../support/sendChain.js';
import { chooseSwapToken, expectSwapped, openSwap, reviewSwap, SWAPS_PROJECT } from '../support/swapFlow.js';

const devToken = (symbol: string) => FOYER_DEV_TOKENS.find((token) => token.symbol === symbol && token.caipNetworkId === foyerDevChain.caipNetworkId)!;
const FUSD = devToken('fUSD');
const FOY = devToken('FOY');

test.describe('Swaps (swaps remote) with the injected EVM dev wallet on the dev chain AMM', () => {
  test.beforeEach(async ({ demo }) => {
    await demo.goto({ projectId: SWAPS_PROJECT });
    await demo.connectDevWallet();
  });

  test('swap 0.1 ETH → fUSD: the on-chain fUSD balance rises by at least the minimum received; "Swapped"; the swap in Activity', async ({ demo, stack }) => {
    const before = await erc20BalanceOf(stack.anvil, FUSD.address, DEV_WALLET.address);
    const form = await openSwap(demo);
    // The default pair: the native currency for the 6-decimals token.
    await expect(form.getByTestId('swap-from')).toHaveAttribute('data-symbol', 'ETH');
    await expect(form.getByTestId('swap-to')).toHaveAttribute('data-symbol', 'fUSD');
    const { minimum } = await reviewSwap(demo, '0.1');
    const preview = demo.view('SwapPreview');
    await expect(preview.getByTestId('swap-approve')).toHaveCount(0);
    await preview.getByTestId('swap-confirm').click();
    await expectSwapped(demo);
    const after = await erc20BalanceOf(stack.anvil, FUSD.address, DEV_WALLET.address);
    expect(after - before).toBeGreaterThanOrEqual(minimum);
    // The Activity tab lists the swap (the services' indexer follows the dev chain).
    const { transactions } = await anvilRpc<{ transactions: string[] }>(stack.anvil, 'eth_getBlockByNumber', ['latest', false]);
    const hash = transactions.at(-1)!;
    await waitForIndexed(stack.api, DEV_WALLET.address, hash);
    const account = demo.view('Account');
    await account.getByTestId('account-tab-activity').click();
    await expect(account.locator(`[data-testid="activity-item"][data-hash="${hash}"]`)).toBeVisible();
  });

  test('swap 10 fUSD → FOY: approve first (mined), then confirm; FOY rises by at least the minimum received', async ({ demo, stack }) => {
    const fusdBefore = await erc20BalanceOf(stack.anvil, FUSD.address, DEV_WALLET.address);
    const foyBefore = await erc20BalanceOf(stack.anvil, FOY.address, DEV_WALLET.address);
    await openSwap(demo);
    await chooseSwapToken(demo, 'from', 'fUSD');
    await chooseSwapToken(demo, 'to', 'FOY');
    const { minimum } = await reviewSwap(demo, '10');
    const preview = demo.view('SwapPreview');
    await expect(preview).toHaveAttribute('data-allowance', 'short');
    await expect(preview.getByTestId('swap-confirm')).toHaveCount(0);
    await preview.getByTestId('swap-approve').click();
    // Once the approval is mined and the allowance read again, the preview moves on.
    await expect(preview.getByTestId('swap-confirm')).toBeVisible({ timeout: 30_000 });
    await expect(preview.getByTestId('swap-approve')).toHaveCount(0);
    await preview.getByTestId('swap-confirm').click();
    await expectSwapped(demo);
    expect((await erc20BalanceOf(stack.anvil, FOY.address, DEV_WALLET.address)) - foyBefore).toBeGreaterThanOrEqual(minimum);
    expect(fusdBefore - (await erc20BalanceOf(stack.anvil, FUSD.address, DEV_WALLET.address))).toBe(10_000_000n);
  });

  test("on Ethereum mainnet (no pools on this machine) Swap shows exactly 'Network not supported for Swaps' and no form", async ({ demo }) => {
    const networks = await demo.openFromAccount('account-network', 'Networks');
    await networks.getByTestId(`network-${mainnet.caipNetworkId}`).click();
    await expect(demo.view('Account').getByTestId('account-network')).toHaveAttribute('data-network', mainnet.caipNetworkId);
    const swap = await openSwap(demo);
    await expect(swap.getByTestId('swap-unsupported')).toHaveText('Network not supported for Swaps');
    await expect(swap.getByTestId('swap-amount')).toHaveCount(0);
  });
});
