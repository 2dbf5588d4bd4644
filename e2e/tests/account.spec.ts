import { anvilRpc } from '../support/anvilRpc.js';
import { parseDisplayedMilli, weiToMilli } from '../support/balanceMilli.js';
import { DEV_WALLET } from '../support/DemoPage.js';
import { displaysAddress } from '../support/displaysAddress.js';
import { expect, test } from '../support/fixtures.js';

/** Anvil's dev account 1. */
const OTHER_DEV_ACCOUNT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

test.describe('Account', () => {
  test.beforeEach(async ({ demo }) => {
    await demo.goto();
    await demo.connectDevWallet();
  });

  test('a reload reconnects the wallet', async ({ demo, page }) => {
    await page.reload();
    await demo.expectConnectedButton();
    await demo.openModal();
    const account = demo.view('Account');
    await expect(account).toBeVisible();
    await expect
      .poll(async () => displaysAddress(await account.getByTestId('account-address').textContent(), DEV_WALLET.address))
      .toBe(true);
  });

  test('disconnect returns to "Connect Wallet", also after a reload', async ({ demo, page }) => {
    const account = await demo.openAccount();
    await account.getByTestId('account-disconnect').click();
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
    await page.reload();
    await expect(demo.connectButton).toHaveText(/connect wallet/i);
    await demo.openModal();
    await expect(demo.view('Connect')).toBeVisible();
  });
});

/** Moves the dev account off a round balance so that truncation, rounding and stale values differ. */
async function spendOddAmount(anvilUrl: string): Promise<void> {
  const value = 123_456_789_000_000_000n; // 0.123456789 ETH
  const hash = await anvilRpc<string>(anvilUrl, 'eth_sendTransaction', [
    { from: DEV_WALLET.address, to: OTHER_DEV_ACCOUNT, value: `0x${value.toString(16)}` },
  ]);
  await expect.poll(() => anvilRpc<unknown>(anvilUrl, 'eth_getTransactionReceipt', [hash])).not.toBeNull();
}

test('the Account view shows the connected address and the balance the dev node reports', async ({ demo, page, stack }) => {
  await spendOddAmount(stack.anvil);
  await demo.goto();
  await demo.connectDevWallet();
  const account = await demo.openAccount();
  await expect
    .poll(async () => displaysAddress(await account.getByTestId('account-address').textContent(), DEV_WALLET.address))
    .toBe(true);
  const balance = account.getByTestId('account-balance');
  const wei = BigInt(await anvilRpc<string>(stack.anvil, 'eth_getBalance', [DEV_WALLET.address, 'latest']));
  await expect
    .poll(async () => parseDisplayedMilli(await balance.textContent()), {
      message: `account-balance shows eth_getBalance (${wei} wei) truncated to 3 decimals`,
    })
    .toBe(weiToMilli(wei));
  await expect(balance).toContainText('ETH');
  await expect
    .poll(async () => displaysAddress(await page.getByTestId('demo-address').textContent(), DEV_WALLET.address))
    .toBe(true);
});

test('a rejected connection request shows "Connection rejected" and a retry', async ({ demo }) => {
  await demo.goto({ devWallet: 'reject' });
  await demo.openModal();
  await demo.devWalletRow().click();
  const connecting = demo.view('ConnectingExternal');
  await expect(connecting).toBeVisible();
  await expect(connecting).toContainText('Connection rejected');
  const retry = connecting.getByRole('button', { name: /try again|retry/i });
  await expect(retry).toBeVisible();
  await retry.click();
  await expect(connecting).toContainText('Connection rejected');
  await expect(demo.connectButton).toHaveText(/connect wallet/i);
});
