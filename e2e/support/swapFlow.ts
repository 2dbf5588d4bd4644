import type { DemoPage } from './DemoPage.js';
import { expect } from './fixtures.js';

/** The project of the demo with the swaps feature on (`foyer-demo`; override with FOYER_E2E_SWAPS_PROJECT). */
export const SWAPS_PROJECT = process.env.FOYER_E2E_SWAPS_PROJECT ?? 'foyer-demo';

/** From Account, opens Swap (`account-swaps`). */
export async function openSwap(demo: DemoPage) {
  return demo.openFromAccount('account-swaps', 'Swap');
}

/** Picks `symbol` for one side in SwapSelectToken (searching for it) and waits until the form shows it. */
export async function chooseSwapToken(demo: DemoPage, target: 'from' | 'to', symbol: string) {
  const form = demo.view('Swap');
  // Wait for the form to settle (the chain's tokens loaded, the default pair shown): the card grows while they
  // arrive, and a click aimed at a control that moves can land on the overlay, which closes the modal.
  await expect(form.getByTestId('swap-from')).toHaveAttribute('data-symbol', /.+/);
  await expect(form.getByTestId('swap-to')).toHaveAttribute('data-symbol', /.+/);
  await form.getByTestId(`swap-${target}`).click();
  const list = demo.view('SwapSelectToken');
  await expect(list).toBeVisible();
  await list.getByTestId('swap-token-search').fill(symbol);
  await list.getByTestId(`swap-token-${symbol}`).click();
  await expect(demo.view('Swap').getByTestId(`swap-${target}`)).toHaveAttribute('data-symbol', symbol);
}

/** Types the amount, waits for the quote and reviews: the preview's minimum received in base units. */
export async function reviewSwap(demo: DemoPage, amount: string): Promise<{ minimum: bigint; output: bigint }> {
  const form = demo.view('Swap');
  await form.getByTestId('swap-amount').fill(amount);
  await expect(form.getByTestId('swap-quote')).toHaveAttribute('data-state', 'ready', { timeout: 15_000 });
  const output = BigInt((await form.getByTestId('swap-output').getAttribute('data-amount')) ?? '0');
  expect(output).toBeGreaterThan(0n);
  await form.getByTestId('swap-submit').click();
  const preview = demo.view('SwapPreview');
  await expect(preview).toBeVisible();
  await expect(preview.getByTestId('swap-preview-minimum')).toHaveAttribute('data-amount', /^\d+$/);
  const minimum = BigInt((await preview.getByTestId('swap-preview-minimum').getAttribute('data-amount')) ?? '0');
  return { minimum, output };
}

/** What a successful swap ends with: the "Swapped" toast (once mined) and the way back to Account. */
export async function expectSwapped(demo: DemoPage) {
  await expect(demo.page.getByTestId('toast')).toHaveText('Swapped', { timeout: 30_000 });
  await expect(demo.view('Account')).toBeVisible();
}
