import { verifyMessage, type Hex } from 'viem';
import { DEV_ACCOUNT_1 } from '../../demo/src/components/SendTransactionAction.js';
import { DEMO_MESSAGE } from '../../demo/src/components/SignMessageAction.js';
import { anvilRpc } from '../support/anvilRpc.js';
import { DEV_WALLET } from '../support/DemoPage.js';
import { expect, test } from '../support/fixtures.js';

type Receipt = { status: string; from: string; to: string; transactionHash: string };

test.describe('wagmi page (/wagmi.html): wagmi 3 with the @foyer/wagmi connector', () => {
  test('connects through the Foyer modal, signs, sends, switches chain, reconnects on reload, disconnects', async ({ page, stack }) => {
    const url = new URL('/wagmi.html', stack.demo);
    url.searchParams.set('apiUrl', stack.api);
    url.searchParams.set('nodeUrl', stack.anvil);
    await page.goto(url.href);

    const status = page.getByTestId('wagmi-status');
    const chain = page.getByTestId('wagmi-chain');
    const modal = page.getByTestId('foyer-modal');
    await expect(status).toHaveText('disconnected');

    // useConnect with the Foyer connector: the Foyer modal opens on Connect; the user picks the dev wallet.
    await page.getByTestId('wagmi-connect').click();
    await expect(modal).toBeVisible();
    await page.getByTestId('view-Connect').getByTestId(`wallet-${DEV_WALLET.rdns}`).click();
    await expect(status).toHaveText('connected');
    await expect(page.getByTestId('wagmi-address')).toHaveText(DEV_WALLET.address);
    await expect(chain).toHaveAttribute('data-chain-id', '31337');
    if (await modal.isVisible()) await page.keyboard.press('Escape');
    await expect(modal).toBeHidden();

    // useSignMessage: a signature by the dev account.
    await page.getByTestId('wagmi-sign-message').click();
    const signature = page.getByTestId('wagmi-signature');
    await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/i);
    expect(await verifyMessage({ address: DEV_WALLET.address, message: DEMO_MESSAGE, signature: (await signature.textContent()) as Hex })).toBe(true);

    // useSendTransaction on the dev chain: mined, from the dev account to dev account 1.
    await page.getByTestId('wagmi-send-transaction').click();
    const sent = page.getByTestId('wagmi-tx');
    await expect(sent).toHaveText(/^0x[0-9a-f]{64} \(success\)$/i);
    const hash = /^0x[0-9a-f]{64}/i.exec((await sent.textContent()) ?? '')?.[0];
    const receipt = await anvilRpc<Receipt>(stack.anvil, 'eth_getTransactionReceipt', [hash]);
    expect(receipt).toMatchObject({ status: '0x1', from: DEV_WALLET.address.toLowerCase(), to: DEV_ACCOUNT_1.toLowerCase() });

    // useSwitchChain through Foyer's network switching: to Ethereum (the demo's second EVM network) and back.
    await page.getByTestId('wagmi-switch-1').click();
    await expect(chain).toHaveAttribute('data-chain-id', '1');
    await page.getByTestId('wagmi-switch-31337').click();
    await expect(chain).toHaveAttribute('data-chain-id', '31337');

    // A reload reconnects wagmi from Foyer's restored session.
    await page.reload();
    await expect(status).toHaveText('connected');
    await expect(page.getByTestId('wagmi-address')).toHaveText(DEV_WALLET.address);

    // useDisconnect ends the Foyer session too: the next load stays disconnected.
    await page.getByTestId('wagmi-disconnect').click();
    await expect(status).toHaveText('disconnected');
    await page.reload();
    await expect(status).toHaveText('disconnected');
    await expect(page.getByTestId('wagmi-connect')).toBeEnabled();
    await page.waitForTimeout(500);
    await expect(status).toHaveText('disconnected');
  });
});
