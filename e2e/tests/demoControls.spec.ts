import { isHex, verifyMessage, type Hex, type SignableMessage } from 'viem';
import { anvilRpc } from '../support/anvilRpc.js';
import { DEV_WALLET } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';

interface Receipt {
  status: Hex;
  from: string;
  transactionHash: Hex;
}

test.describe('demo controls through the connected provider', () => {
  test.beforeEach(async ({ demo }) => {
    await demo.goto();
    await demo.connectDevWallet();
    await demo.page.keyboard.press('Escape');
    await demo.expectModalClosed();
  });

  test('sign message: the signature recovers to the connected address', async ({ page, requestLog, stack }) => {
    await page.getByTestId('demo-sign-message').click();
    const output = page.getByTestId('demo-signature');
    await expect(output).toHaveText(/0x[0-9a-f]{130}/i);
    const signature = /0x[0-9a-f]{130}/i.exec((await output.textContent()) ?? '')?.[0] as Hex;

    // The message signed is the one the dev wallet forwarded to the dev node in personal_sign.
    const calls = requestLog.rpcParams(stack.anvil, 'personal_sign');
    expect(calls, 'one personal_sign reached the dev node').toHaveLength(1);
    const [payload, signer] = calls[0] as [unknown, unknown];
    expect(String(signer).toLowerCase()).toBe(DEV_WALLET.address.toLowerCase());
    const message: SignableMessage = isHex(payload) ? { raw: payload } : String(payload);
    expect(await verifyMessage({ address: DEV_WALLET.address, message, signature })).toBe(true);
  });

  test('send transaction: the hash shown is mined successfully on the dev node', async ({ page, stack }) => {
    await page.getByTestId('demo-send-transaction').click();
    const output = page.getByTestId('demo-tx-hash');
    await expect(output).toHaveText(/0x[0-9a-f]{64}/i);
    const hash = /0x[0-9a-f]{64}/i.exec((await output.textContent()) ?? '')?.[0] as Hex;

    const receipt = (): Promise<Receipt | null> =>
      anvilRpc<Receipt | null>(stack.anvil, 'eth_getTransactionReceipt', [hash]);
    await expect.poll(async () => (await receipt()) !== null, { message: `receipt of ${hash}` }).toBe(true);
    const mined = await receipt();
    expect(mined?.status).toBe('0x1');
    expect(mined?.from.toLowerCase()).toBe(DEV_WALLET.address.toLowerCase());
  });
});
