import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import { bitcoin, foyerDevChain, foyerDevSolana, mainnet, networkChanged, selectCurrentRoute, SOLANA_COIN_TYPE, chainIdToCoinType } from '@foyer/kernel';
import { selectSend } from '../../sendSlice';
import { balancesHandler, EVM_0, EVM_1, namesHandler, rpcProxyHandler, SOLANA_0, SOLANA_1 } from '../../test-utils/sendFixtures';
import { setupSend } from '../../test-utils/renderSend';
import { WalletSend } from './WalletSend';

expect.extend(toHaveNoViolations);

const GAS_PRICE = 1_000_000_000n; // 1 gwei
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

async function renderEvm() {
  server.use(balancesHandler(), rpcProxyHandler({ eth_gasPrice: `0x${GAS_PRICE.toString(16)}` }), namesHandler({ 'alice.foyer.id': { [String(chainIdToCoinType(31337))]: EVM_1, [String(SOLANA_COIN_TYPE)]: SOLANA_1 } }));
  const sent = await setupSend({ caipAddress: `${foyerDevChain.caipNetworkId}:${EVM_0}` });
  const view = sent.render(<WalletSend api={sent.api} />);
  await waitFor(() => expect(screen.getByTestId('send-token').dataset.symbol).toBe('ETH'));
  return { ...sent, view, user: userEvent.setup() };
}

const amount = () => screen.getByTestId('send-amount') as HTMLInputElement;
const amountError = () => screen.queryByTestId('send-amount-error');

test('the native currency is the default token; Max leaves room for the fee (gas price × 21000 × 1.2)', async () => {
  const { user, view } = await renderEvm();
  await waitFor(() => expect((screen.getByTestId('send-max') as HTMLButtonElement).disabled).toBe(false));
  await user.click(screen.getByTestId('send-max'));
  // 10000 ETH − 1 gwei × 21000 × 1.2 = 10000 − 0.0000252
  expect(amount().value).toBe('9999.9999748');
  expect(amountError()).toBeNull();
  expect(await axe(view.container)).toHaveNoViolations();
});

test('validation: an amount above the balance says "Insufficient funds", marked invalid and described', async () => {
  const { user, view } = await renderEvm();
  await user.type(amount(), '10000.5');
  const error = amountError();
  expect(error?.textContent).toBe('Insufficient funds');
  expect(amount().getAttribute('aria-invalid')).toBe('true');
  expect(amount().getAttribute('aria-describedby')).toBe(error?.id);
  await user.click(screen.getByTestId('send-submit'));
  expect(screen.getByTestId('view-WalletSend')).toBeTruthy();
  expect(await axe(view.container)).toHaveNoViolations();
});

test('validation: Review with empty fields asks for an amount and a receiver, and stays', async () => {
  const { user, store } = await renderEvm();
  await user.click(screen.getByTestId('send-submit'));
  expect(amountError()?.textContent).toBe('Enter an amount');
  expect(screen.getByTestId('send-receiver-error').textContent).toBe('Enter a receiver');
  expect(selectCurrentRoute(store.getState()).view).toBe('WalletSend');
});

test('validation: a Solana address on an EVM chain, or a broken EIP-55 checksum, is an invalid address', async () => {
  const { user } = await renderEvm();
  await user.type(screen.getByTestId('send-receiver'), SOLANA_0);
  expect(screen.getByTestId('send-receiver-error').textContent).toBe('Invalid address: enter an EVM address (0x…) or a name');
  expect(screen.getByTestId('send-receiver').getAttribute('aria-invalid')).toBe('true');
  await user.clear(screen.getByTestId('send-receiver'));
  await user.type(screen.getByTestId('send-receiver'), EVM_1.replace('C51', 'c51'));
  expect(screen.getByTestId('send-receiver-error')).toBeTruthy();
  await user.clear(screen.getByTestId('send-receiver'));
  await user.type(screen.getByTestId('send-receiver'), EVM_1);
  expect(screen.queryByTestId('send-receiver-error')).toBeNull();
});

test('a valid form opens the preview with the token, the exact amount and the receiver in the send state', async () => {
  const { user, store } = await renderEvm();
  await user.type(amount(), '1.5');
  await user.type(screen.getByTestId('send-receiver'), EVM_1);
  await user.click(screen.getByTestId('send-submit'));
  expect(selectCurrentRoute(store.getState()).view).toBe('WalletSendPreview');
  expect(selectSend(store.getState())).toMatchObject({ sendTokenAmount: '1.5', receiverAddress: EVM_1, token: { symbol: 'ETH' } });
});

test('a registered name resolves to its address on the active family and is shown', async () => {
  const { user, store } = await renderEvm();
  await user.type(screen.getByTestId('send-receiver'), 'alice.foyer.id');
  await waitFor(() => expect(screen.getByTestId('send-receiver-status').dataset.state).toBe('ready'), { timeout: 2000 });
  expect(screen.getByTestId('send-receiver-status').textContent).toBe('alice.foyer.id is 0x7099…79C8');
  await user.type(amount(), '2');
  await user.click(screen.getByTestId('send-submit'));
  expect(selectSend(store.getState())).toMatchObject({ receiverAddress: EVM_1, receiverProfileName: 'alice.foyer.id' });
});

test('an unknown name is reported', async () => {
  const { user } = await renderEvm();
  await user.type(screen.getByTestId('send-receiver'), 'nobody.foyer.id');
  await waitFor(() => expect(screen.getByTestId('send-receiver-error').textContent).toBe('No account is registered as nobody.foyer.id on this network'), {
    timeout: 2000,
  });
});

test('reset rule: a network change empties the form (spec §4)', async () => {
  const { user, store } = await renderEvm();
  await user.type(amount(), '3');
  await user.type(screen.getByTestId('send-receiver'), EVM_1);
  act(() => void store.dispatch(networkChanged({ caipNetworkId: mainnet.caipNetworkId })));
  expect(selectSend(store.getState())).toEqual({ receiverInput: '', status: 'editing' });
  expect(amount().value).toBe('');
});

test('Solana: SOL is the default, Max keeps 5000 lamports for the fee, an EVM address is invalid', async () => {
  server.use(balancesHandler(), rpcProxyHandler({}));
  const { api, render } = await setupSend({ caipAddress: `${foyerDevSolana.caipNetworkId}:${SOLANA_0}` });
  render(<WalletSend api={api} />);
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByTestId('send-token').dataset.symbol).toBe('SOL'));
  await waitFor(() => expect((screen.getByTestId('send-max') as HTMLButtonElement).disabled).toBe(false));
  await user.click(screen.getByTestId('send-max'));
  expect(amount().value).toBe('999.999995');
  await user.type(screen.getByTestId('send-receiver'), EVM_1);
  expect(screen.getByTestId('send-receiver-error').textContent).toBe('Invalid address: enter a Solana address or a name');
});

test("another family: 'Unsupported chain'", async () => {
  server.use(balancesHandler());
  const { api, render } = await setupSend({ caipAddress: `${bitcoin.caipNetworkId}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq` });
  const view = render(<WalletSend api={api} />);
  expect(screen.getByTestId('send-unsupported').textContent).toBe('Unsupported chain');
  expect(screen.queryByTestId('send-amount')).toBeNull();
  expect(await axe(view.container)).toHaveNoViolations();
});
