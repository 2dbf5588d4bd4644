import { DEV_ONRAMP_PROVIDER_ID, foyerDevChain } from '@foyer/kernel';
import type { DemoPage } from '../support/DemoPage.js';
import { DEV_WALLET } from '../support/DemoPage.js';
import { expectAccessibleInBothThemes } from '../support/axe.js';
import { expect, test } from '../support/fixtures.js';
import { weiBalanceOf } from '../support/sendChain.js';

/** The project with the onramp feature on (`foyer-demo`; override with FOYER_E2E_ONRAMP_PROJECT). */
const ONRAMP_PROJECT = process.env.FOYER_E2E_ONRAMP_PROJECT ?? 'foyer-demo';

/** From Account, opens the onramp (`account-onramp`) and waits for the development provider and ETH on the dev chain. */
async function openOnramp(demo: DemoPage) {
  const account = await demo.openAccount();
  await account.getByTestId('account-onramp').click();
  const view = demo.view('OnRampProviders');
  await expect(view).toBeVisible();
  await expect(view.getByTestId(`onramp-provider-${DEV_ONRAMP_PROVIDER_ID}`)).toContainText('Development provider — no real money');
  await expect(view.getByTestId('onramp-token')).toHaveAttribute('data-currency', 'ETH');
  await expect(view.getByTestId('onramp-token')).toHaveAttribute('data-network', foyerDevChain.caipNetworkId);
  return view;
}

test.describe('Onramp (onramp remote) with the injected EVM dev wallet', () => {
  test.beforeEach(async ({ demo }) => {
    await demo.goto({ projectId: ONRAMP_PROJECT });
    await demo.connectDevWallet();
  });

  test('buy 100 USD of ETH: checkout popup, confirm, completed; the on-chain balance rises by exactly the quoted base units', async ({ demo, stack, page }) => {
    const before = await weiBalanceOf(stack.anvil, DEV_WALLET.address);
    const form = await openOnramp(demo);
    await form.getByTestId('onramp-amount').fill('100');
    const quote = form.getByTestId('onramp-quote');
    await expect(quote).toHaveAttribute('data-state', 'ready');
    await expect(form.getByTestId('onramp-quote-estimate')).toHaveCount(0);
    const baseUnits = BigInt((await quote.getAttribute('data-base-units')) ?? '0');
    expect(baseUnits).toBeGreaterThan(0n);

    const popupOpened = page.waitForEvent('popup');
    await form.getByTestId('onramp-continue').click();
    const popup = await popupOpened;
    await expect(demo.view('BuyInProgress')).toHaveAttribute('data-state', 'pending');
    // The accessibility walk makes no treasury transfer: the view is checked here (a11y.spec, CHECKED_IN_SPEC).
    await expectAccessibleInBothThemes(page, 'BuyInProgress');
    await popup.getByTestId('onramp-checkout-confirm').click();

    const progress = demo.view('BuyInProgress');
    await expect(progress).toHaveAttribute('data-state', 'completed', { timeout: 30_000 });
    await expect(progress.getByTestId('onramp-received')).toHaveAttribute('data-base-units', baseUnits.toString());
    const txHash = await progress.getByTestId('onramp-tx-hash').getAttribute('data-hash');
    expect(txHash).toMatch(/^0x[0-9a-f]{64}$/);
    // The dev wallet paid no gas: the treasury's transfer is exactly what it gained.
    expect(await weiBalanceOf(stack.anvil, DEV_WALLET.address)).toBe(before + baseUnits);

    // The purchase is listed, newest first.
    await progress.getByTestId('onramp-view-purchases').click();
    const purchases = demo.view('OnRampActivity');
    await expect(purchases.getByTestId('onramp-purchase').first()).toHaveAttribute('data-status', 'completed');
  });

  test('5 USD is refused by the limits: "Minimum purchase is 10.00 USD", Continue disabled, no popup', async ({ demo, page }) => {
    let popups = 0;
    page.on('popup', () => {
      popups += 1;
    });
    const form = await openOnramp(demo);
    await form.getByTestId('onramp-amount').fill('5');
    await expect(form.getByTestId('onramp-amount-error')).toHaveText('Minimum purchase is 10.00 USD');
    await expect(form.getByTestId('onramp-amount')).toHaveAttribute('aria-invalid', 'true');
    await expect(form.getByTestId('onramp-continue')).toBeDisabled();
    await form.getByTestId('onramp-continue').click({ force: true });
    await expect(demo.view('BuyInProgress')).toHaveCount(0);
    expect(popups).toBe(0);
  });

  test('options endpoint down: the built-in defaults and a mock quote labelled as an estimate; no checkout from it', async ({ demo, page }) => {
    await page.route('**/v1/onramp/options**', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'INTERNAL', message: 'down' } }) }),
    );
    const form = await openOnramp(demo);
    await expect(form.getByTestId('onramp-options-fallback')).toBeVisible();
    await form.getByTestId('onramp-amount').fill('100');
    await expect(form.getByTestId('onramp-quote')).toHaveAttribute('data-state', 'estimate');
    await expect(form.getByTestId('onramp-quote-estimate')).toBeVisible();
    // 100 USD at the dev price (3000) less the built-in 1.5 % fee: 98.50 / 3000 ETH.
    await expect(form.getByTestId('onramp-quote')).toHaveAttribute('data-base-units', ((9850n * 10n ** 18n) / 300000n).toString());
    await expect(form.getByTestId('onramp-continue')).toBeDisabled();
    await expect(form.getByTestId('onramp-continue-blocked')).toBeVisible();
  });
});
