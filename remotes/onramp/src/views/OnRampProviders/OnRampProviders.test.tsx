import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import { bitcoin, foyerDevChain, foyerDevSolana, mockOnrampQuote, selectCurrentRoute, type ViewRegistry, formatTokenAmount } from '@foyer/kernel';
import { TEST_API_URL } from '@foyer/kernel/test';
import { paymentCurrencySelected, selectOnramp } from '../../onrampSlice';
import { fakePopup } from '../../test-utils/fakePopup';
import { DEV_PROVIDER, EVM_0, onrampHandlers, OTHER_PROVIDER, serviceQuote, SOLANA_0, type OnrampServiceOptions } from '../../test-utils/onrampFixtures';
import { setupOnramp } from '../../test-utils/renderOnramp';
import { OnRampProviders } from './OnRampProviders';

expect.extend(toHaveNoViolations);

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

async function renderProviders(service: OnrampServiceOptions = {}, { caipAddress, data }: { caipAddress?: `${string}:${string}:${string}`; data?: ViewRegistry['OnRampProviders'] } = {}) {
  const { handlers, seen } = onrampHandlers(service);
  server.use(...handlers);
  const setup = await setupOnramp({ ...(caipAddress ? { caipAddress: caipAddress as never } : {}), route: { view: 'OnRampProviders', ...(data ? { data } : {}) } });
  const view = setup.render(<OnRampProviders api={undefined} data={data} />);
  await screen.findByTestId(`onramp-provider-${DEV_PROVIDER.id}`);
  return { ...setup, view, seen, user: userEvent.setup() };
}

const amount = () => screen.getByTestId('onramp-amount') as HTMLInputElement;
const quote = () => screen.getByTestId('onramp-quote');
const continueButton = () => screen.getByTestId('onramp-continue') as HTMLButtonElement;

test('the development provider is marked, ETH on the dev chain and USD are the defaults; a typed amount is quoted once it settles', async () => {
  const { user, view, seen } = await renderProviders({ providers: [DEV_PROVIDER, OTHER_PROVIDER] });
  await user.click(screen.getByTestId(`onramp-provider-${OTHER_PROVIDER.id}`));
  expect(screen.getByTestId(`onramp-provider-${OTHER_PROVIDER.id}`).getAttribute('aria-pressed')).toBe('true');
  await user.click(screen.getByTestId(`onramp-provider-${DEV_PROVIDER.id}`));
  const dev = screen.getByTestId(`onramp-provider-${DEV_PROVIDER.id}`);
  expect(dev.textContent).toContain('Development provider — no real money');
  expect(dev.getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId(`onramp-provider-${OTHER_PROVIDER.id}`).textContent).not.toContain('Development provider');
  await waitFor(() => expect(screen.getByTestId('onramp-token').dataset).toMatchObject({ currency: 'ETH', network: foyerDevChain.caipNetworkId }));
  expect(screen.getByTestId('onramp-fiat').dataset.currency).toBe('USD');

  await user.type(amount(), '100');
  const expected = serviceQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: foyerDevChain.caipNetworkId });
  await waitFor(() => expect(quote().dataset.baseUnits).toBe(expected.purchaseAmount.baseUnits));
  expect(quote().dataset.state).toBe('ready');
  expect(screen.getByTestId('onramp-quote-amount').textContent).toBe(`${formatTokenAmount(expected.purchaseAmount.amount)} ETH`);
  // The exact amount stays available (title), the display is cut to 4 significant digits.
  expect(screen.getByTestId('onramp-quote-amount').getAttribute('title')).toBe(expected.purchaseAmount.amount);
  expect(screen.getByTestId('onramp-quote-fees').textContent).toBe('$1.00');
  expect(screen.getByTestId('onramp-quote-total').textContent).toBe('$100.00');
  expect(screen.queryByTestId('onramp-quote-estimate')).toBeNull();
  // Debounced: one quote for the settled amount, not one per keystroke.
  expect(seen.quotes).toEqual([{ provider: DEV_PROVIDER.id, purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: foyerDevChain.caipNetworkId, paymentMethod: 'card' }]);
  expect(continueButton().disabled).toBe(false);
  expect(await axe(view.container)).toHaveNoViolations();
});

test('limits: 5 USD is refused with "Minimum purchase is 10.00 USD" before anything opens', async () => {
  const { open } = fakePopup();
  const { user, view, seen } = await renderProviders();
  await user.type(amount(), '5');
  const error = screen.getByTestId('onramp-amount-error');
  expect(error.textContent).toBe('Minimum purchase is 10.00 USD');
  expect(amount().getAttribute('aria-invalid')).toBe('true');
  expect(amount().getAttribute('aria-describedby')).toBe(error.id);
  expect(continueButton().disabled).toBe(true);
  await user.click(continueButton());
  expect(open).not.toHaveBeenCalled();
  await act(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(seen.quotes).toEqual([]);
  expect(await axe(view.container)).toHaveNoViolations();
});

test('limits depend on the payment method and currency: 8000 USD is above the card maximum, fine by bank account; EUR has its own', async () => {
  const { user, store } = await renderProviders();
  await user.type(amount(), '8000');
  expect(screen.getByTestId('onramp-amount-error').textContent).toBe('Maximum purchase is 7500.00 USD');
  await user.click(screen.getByTestId('onramp-method-bank_account'));
  expect(screen.queryByTestId('onramp-amount-error')).toBeNull();
  await user.clear(amount());
  await user.type(amount(), '30000');
  expect(screen.getByTestId('onramp-amount-error').textContent).toBe('Maximum purchase is 25000.00 USD');
  // The service's EUR limits (20.00–20000.00 by bank account) apply once EUR is chosen.
  act(() => {
    store.dispatch(paymentCurrencySelected('EUR'));
  });
  expect(screen.getByTestId('onramp-amount-error').textContent).toBe('Maximum purchase is 20000.00 EUR');
  await user.clear(amount());
  await user.type(amount(), '15');
  expect(screen.getByTestId('onramp-amount-error').textContent).toBe('Minimum purchase is 20.00 EUR');
  await user.type(amount(), '0');
  expect(screen.queryByTestId('onramp-amount-error')).toBeNull();
  await waitFor(() => expect(quote().dataset.state).toBe('ready'));
});

test('options failure: the built-in defaults and an estimate, labelled, and Continue waits for the provider', async () => {
  const { open } = fakePopup();
  const { user, view, seen } = await renderProviders({ options: 'fail' });
  expect(await screen.findByTestId('onramp-options-fallback')).toBeTruthy();
  await waitFor(() => expect(screen.getByTestId('onramp-token').dataset.currency).toBe('ETH'));
  await user.type(amount(), '100');
  const estimate = mockOnrampQuote({ provider: DEV_PROVIDER.id, purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: foyerDevChain.caipNetworkId })!;
  await waitFor(() => expect(quote().dataset.baseUnits).toBe(estimate.purchaseAmount.baseUnits));
  expect(quote().dataset.state).toBe('estimate');
  expect(screen.getByTestId('onramp-quote-estimate').textContent).toContain('Estimate');
  expect(screen.getByTestId('onramp-quote-fees').textContent).toBe('$1.50');
  expect(screen.getByTestId('onramp-continue-blocked')).toBeTruthy();
  expect(continueButton().disabled).toBe(true);
  // No quote was asked of a service whose options failed; the limits are the spec's defaults.
  expect(seen.quotes).toEqual([]);
  await user.clear(amount());
  await user.type(amount(), '5');
  expect(screen.getByTestId('onramp-amount-error').textContent).toBe('Minimum purchase is 10.00 USD');
  expect(open).not.toHaveBeenCalled();
  expect(await axe(view.container)).toHaveNoViolations();
});

test('quote failure: a mock quote, labelled as an estimate; once the service answers again, the live quote and Continue', async () => {
  const { user, seen } = await renderProviders({ quote: 'fail' });
  await user.type(amount(), '250');
  await waitFor(() => expect(quote().dataset.state).toBe('estimate'));
  expect(screen.getByTestId('onramp-quote-estimate')).toBeTruthy();
  expect(continueButton().disabled).toBe(true);
  expect(seen.quotes).toHaveLength(1);

  server.use(...onrampHandlers().handlers);
  await user.click(screen.getByTestId('onramp-retry'));
  const live = serviceQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '250.00', network: foyerDevChain.caipNetworkId });
  await waitFor(() => expect(quote().dataset.state).toBe('ready'));
  expect(quote().dataset.baseUnits).toBe(live.purchaseAmount.baseUnits);
  expect(screen.queryByTestId('onramp-quote-estimate')).toBeNull();
  expect(continueButton().disabled).toBe(false);
});

test('Continue opens the checkout the service returned in a 600×800 popup for the connected address, then follows the purchase', async () => {
  const { popup, open } = fakePopup();
  const { user, store, seen } = await renderProviders();
  await user.type(amount(), '100');
  await waitFor(() => expect(continueButton().disabled).toBe(false));
  await user.click(continueButton());
  await waitFor(() => expect(selectCurrentRoute(store.getState())).toEqual({ view: 'BuyInProgress', data: { purchaseId: 'p-1' } }));
  expect(open).toHaveBeenCalledTimes(1);
  expect(open.mock.calls[0]?.[2]).toContain('width=600,height=800');
  expect(popup.location.href).toBe(`${TEST_API_URL}/onramp/checkout/p-1`);
  expect(seen.urls).toEqual([
    {
      provider: DEV_PROVIDER.id,
      destinationWallets: [{ address: EVM_0, blockchains: [foyerDevChain.caipNetworkId], assets: ['ETH'] }],
      defaultNetwork: foyerDevChain.caipNetworkId,
      partnerUserId: EVM_0,
      defaultExperience: 'buy',
      presetFiatAmount: '100.00',
      presetCryptoAmount: serviceQuote({ purchaseCurrency: 'ETH', paymentCurrency: 'USD', amount: '100.00', network: foyerDevChain.caipNetworkId }).purchaseAmount.amount,
      quoteId: 'q-ETH-100.00',
    },
  ]);
  expect(selectOnramp(store.getState()).checkout).toEqual({ purchaseId: 'p-1', url: `${TEST_API_URL}/onramp/checkout/p-1`, popupBlocked: false });
});

test('a refused checkout closes the popup and says why; an untrusted checkout URL is never opened', async () => {
  const { popup } = fakePopup();
  const { user, store } = await renderProviders({ url: 'fail' });
  await user.type(amount(), '100');
  await waitFor(() => expect(continueButton().disabled).toBe(false));
  await user.click(continueButton());
  expect((await screen.findByTestId('onramp-checkout-error')).textContent).toBe('Could not open the checkout: The quote expired');
  expect(popup.close).toHaveBeenCalled();
  expect(selectCurrentRoute(store.getState()).view).toBe('OnRampProviders');

  server.use(...onrampHandlers({ url: { url: 'http://evil.test/checkout', purchaseId: 'p-2' } }).handlers);
  const second = fakePopup();
  await user.click(continueButton());
  expect((await screen.findByTestId('onramp-checkout-error')).textContent).toBe('The provider answered with a checkout address we do not trust.');
  expect(second.popup.location.href).toBe('about:blank');
  expect(selectCurrentRoute(store.getState()).view).toBe('OnRampProviders');
});

test('a blocked popup still opens the purchase: BuyInProgress offers the checkout as a link', async () => {
  fakePopup({ blocked: true });
  const { user, store } = await renderProviders();
  await user.type(amount(), '100');
  await waitFor(() => expect(continueButton().disabled).toBe(false));
  await user.click(continueButton());
  await waitFor(() => expect(selectCurrentRoute(store.getState()).view).toBe('BuyInProgress'));
  expect(selectOnramp(store.getState()).checkout?.popupBlocked).toBe(true);
});

test('a preset (the pay flow) picks the currency and network and computes the fiat amount that buys the crypto amount', async () => {
  const { seen } = await renderProviders({}, { data: { purchaseCurrency: 'ETH', network: foyerDevChain.caipNetworkId, cryptoAmount: '0.1' } });
  // 0.1 ETH at 3000 with a 1 % fee: 300 / 0.99 = 303.0303… → 303.04 (+1 cent for rounding) = 303.05
  await waitFor(() => expect(amount().value).toBe('303.05'));
  expect(screen.getByText('Amount for 0.1 ETH')).toBeTruthy();
  await waitFor(() => expect(quote().dataset.state).toBe('ready'));
  expect(BigInt(quote().dataset.baseUnits ?? '0')).toBeGreaterThanOrEqual(10n ** 17n);
  expect(seen.quotes.at(-1)?.amount).toBe('303.05');
});

test('a Solana account buys SOL on the Solana dev network', async () => {
  await renderProviders({}, { caipAddress: `${foyerDevSolana.caipNetworkId}:${SOLANA_0}` });
  await waitFor(() => expect(screen.getByTestId('onramp-token').dataset).toMatchObject({ currency: 'SOL', network: foyerDevSolana.caipNetworkId }));
  // The EVM-only provider is not offered to a Solana account.
  expect(screen.queryByTestId(`onramp-provider-${OTHER_PROVIDER.id}`)).toBeNull();
});

test('a Bitcoin account is told that buying works for EVM and Solana accounts', async () => {
  server.use(...onrampHandlers().handlers);
  const { render } = await setupOnramp({ caipAddress: `${bitcoin.caipNetworkId}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq` });
  const view = render(<OnRampProviders api={undefined} data={undefined} />);
  expect(screen.getByTestId('view-OnRampProviders').dataset.state).toBe('unsupported');
  expect(screen.getByRole('status').textContent).toBe('Buying crypto is available for EVM and Solana accounts.');
  expect(await axe(view.container)).toHaveNoViolations();
});
