import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import {
  accountConnected,
  encodeErc20Transfer,
  FOYER_DEV_EVM_ACCOUNTS,
  FOYER_DEV_TOKENS,
  foyerDevChain,
  mainnet,
  PAY_ERROR_MESSAGES,
  paymentRequested,
  ProviderRpcError,
  routerReset,
  selectCurrentRoute,
  selectPay,
  type BridgeSendTransactionParameters,
  type Features,
  type PayRequest,
  type TokenBalance,
} from '@foyer/kernel';
import { createFakeShellBridge, makeTestStore, renderWithStore, TEST_API_URL, tokenBalancesHandler } from '@foyer/kernel/test';
import feature from '../../feature';
import { Pay } from './Pay';

expect.extend(toHaveNoViolations);

const FUSD = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === foyerDevChain.caipNetworkId)!;
const PAYER = FOYER_DEV_EVM_ACCOUNTS[0];
const RECIPIENT = FOYER_DEV_EVM_ACCOUNTS[2];
const HASH = `0x${'cd'.repeat(32)}`;
const REQUEST: PayRequest = {
  recipient: RECIPIENT,
  amount: '5',
  paymentAsset: { network: foyerDevChain.caipNetworkId, asset: FUSD.address, metadata: { name: 'Foyer USD', symbol: 'fUSD', decimals: 6 } },
};
const chain = foyerDevChain.caipNetworkId;
const fusdBalance = (numeric: string): TokenBalance => ({
  name: 'Foyer USD',
  symbol: 'fUSD',
  chainId: chain,
  address: `${chain}:${FUSD.address}`,
  value: Number(numeric),
  price: 1,
  quantity: { decimals: '6', numeric },
  iconUrl: '',
});
const ether: TokenBalance = { name: 'Ether', symbol: 'ETH', chainId: chain, value: 0, price: 0, quantity: { decimals: '18', numeric: '10000.0' }, iconUrl: '' };

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

type SetupParameters = {
  /** The network the payer is connected on; null: not connected. */
  connected?: `eip155:${string}` | null;
  fusd?: string;
  receipt?: unknown;
  features?: Features;
  send?: (parameters: BridgeSendTransactionParameters) => Promise<{ hash: string }>;
  request?: PayRequest;
};

async function setup({ connected = chain, fusd = '1234.56', receipt = { status: '0x1' }, features = { onramp: ['foyer-dev'] }, send, request = REQUEST }: SetupParameters = {}) {
  const rpcCalls: { method: string; params: unknown }[] = [];
  server.use(
    tokenBalancesHandler({ balances: [ether, fusdBalance(fusd)] }),
    http.post(`${TEST_API_URL}/v1/`, async ({ request }) => {
      const body = (await request.json()) as { id: number; method: string; params: unknown };
      rpcCalls.push({ method: body.method, params: body.params });
      return HttpResponse.json({ jsonrpc: '2.0', id: body.id, result: receipt });
    }),
  );
  const store = makeTestStore({ networks: [foyerDevChain, mainnet], features, options: { metadata: { name: 'Foyer Demo', description: '', url: 'http://127.0.0.1:3000', icons: [] } } });
  const sendTransaction = jest.fn(send ?? (async () => ({ hash: HASH })));
  const shell = createFakeShellBridge({ sendTransaction });
  const api = await feature.setup?.({ store, rootReducer: store.rootReducer, shell });
  if (!api) throw new Error('the pay remote returned no API');
  store.dispatch(paymentRequested(request));
  store.dispatch(routerReset({ view: 'Pay' }));
  if (connected) store.dispatch(accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: `${connected}:${PAYER}` }));
  const view = renderWithStore(<Pay api={api} />, { store });
  return { store, view, sendTransaction, rpcCalls, user: userEvent.setup() };
}

test('shows what is asked: amount and symbol, network, the recipient shortened, the dapp; the balance on pay-wallet (axe)', async () => {
  const { view } = await setup();
  expect(screen.getByTestId('pay-amount').textContent).toBe('5 fUSD');
  expect(screen.getByTestId('pay-network').textContent).toBe(foyerDevChain.name);
  expect(screen.getByTestId('pay-recipient').textContent).toBe('0x3C44…93BC');
  expect(screen.getByTestId('pay-recipient').getAttribute('title')).toBe(RECIPIENT);
  expect(screen.getByTestId('pay-dapp').textContent).toBe('Foyer Demo asks you to pay');
  await waitFor(() => expect(screen.getByTestId('pay-wallet-balance').textContent).toBe('Balance: 1234.56 fUSD'));
  expect(screen.getByTestId('pay-confirm')).toHaveProperty('disabled', true);
  expect(screen.getByTestId('view-Pay').dataset.state).toBe('requested');
  expect(await axe(view.container)).toHaveNoViolations();
});

test('pay-wallet then pay-confirm: the wallet sends the ERC-20 transfer, mined → paid with the hash (axe)', async () => {
  const { store, view, user, sendTransaction, rpcCalls } = await setup();
  await waitFor(() => expect(screen.getByTestId('pay-wallet-balance').textContent).toContain('1234.56'));
  await user.click(screen.getByTestId('pay-wallet'));
  expect(screen.getByTestId('pay-wallet').getAttribute('aria-pressed')).toBe('true');
  expect(screen.getByTestId('pay-confirm').textContent).toBe('Pay 5 fUSD');
  await user.click(screen.getByTestId('pay-confirm'));
  await waitFor(() => expect(selectPay(store.getState())).toMatchObject({ status: 'paid', hash: HASH }));
  expect(sendTransaction).toHaveBeenCalledWith({
    namespace: 'eip155',
    address: PAYER,
    caipNetworkId: chain,
    transaction: { to: FUSD.address, data: encodeErc20Transfer(RECIPIENT, 5_000_000n) },
  });
  expect(rpcCalls).toContainEqual({ method: 'eth_getTransactionReceipt', params: [HASH] });
  expect(screen.getByTestId('pay-success').textContent).toContain('Payment complete');
  expect(screen.getByTestId('view-Pay').dataset.state).toBe('paid');
  expect(await axe(view.container)).toHaveNoViolations();
});

test('a native payment sends the value in wei', async () => {
  const store = await setup({ request: { ...REQUEST, amount: '0.01', paymentAsset: { network: chain, asset: 'native', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18 } } } });
  await waitFor(() => expect(screen.getByTestId('pay-wallet-balance').textContent).toBe('Balance: 10000 ETH'));
  await store.user.click(screen.getByTestId('pay-wallet'));
  await store.user.click(screen.getByTestId('pay-confirm'));
  await waitFor(() => expect(selectPay(store.store.getState()).status).toBe('paid'));
  expect(store.sendTransaction).toHaveBeenCalledWith({ namespace: 'eip155', address: PAYER, caipNetworkId: chain, transaction: { to: RECIPIENT, value: '0x2386f26fc10000' } });
});

test('a wallet rejection shows "Payment rejected" with a retry (axe); the retry can pay', async () => {
  let attempts = 0;
  const { store, view, user } = await setup({
    send: async () => {
      attempts += 1;
      if (attempts === 1) throw new ProviderRpcError(4001, 'User rejected the request.');
      return { hash: HASH };
    },
  });
  await waitFor(() => expect(screen.getByTestId('pay-wallet-balance').textContent).toContain('1234.56'));
  await user.click(screen.getByTestId('pay-wallet'));
  await user.click(screen.getByTestId('pay-confirm'));
  const error = await screen.findByTestId('pay-error');
  expect(error.textContent).toBe(PAY_ERROR_MESSAGES.rejected);
  expect(error.getAttribute('role')).toBe('alert');
  expect(screen.getByTestId('pay-confirm').textContent).toBe('Try again');
  expect(await axe(view.container)).toHaveNoViolations();
  await user.click(screen.getByTestId('pay-confirm'));
  await waitFor(() => expect(selectPay(store.getState()).status).toBe('paid'));
});

test('a transaction reverted on chain is "Payment failed"', async () => {
  const { store, user } = await setup({ receipt: { status: '0x0' } });
  await waitFor(() => expect(screen.getByTestId('pay-wallet-balance').textContent).toContain('1234.56'));
  await user.click(screen.getByTestId('pay-wallet'));
  await user.click(screen.getByTestId('pay-confirm'));
  expect((await screen.findByTestId('pay-error')).textContent).toBe(PAY_ERROR_MESSAGES.failed);
  expect(selectPay(store.getState()).status).toBe('failed');
});

test('not enough of the asset: "Insufficient funds" and pay-wallet disabled (axe)', async () => {
  const { view, sendTransaction } = await setup({ fusd: '4.99' });
  await waitFor(() => expect(screen.getByTestId('pay-wallet-balance').textContent).toBe(PAY_ERROR_MESSAGES.insufficientFunds));
  expect(screen.getByTestId('pay-wallet')).toHaveProperty('disabled', true);
  expect(screen.getByTestId('pay-confirm')).toHaveProperty('disabled', true);
  expect(await axe(view.container)).toHaveNoViolations();
  expect(sendTransaction).not.toHaveBeenCalled();
});

test('not connected: pay-wallet offers connecting first (opens Connect) (axe)', async () => {
  const { store, view, user } = await setup({ connected: null });
  expect(screen.getByTestId('pay-wallet').textContent).toContain('Connect a wallet to pay');
  expect(await axe(view.container)).toHaveNoViolations();
  await user.click(screen.getByTestId('pay-wallet'));
  expect(selectCurrentRoute(store.getState()).view).toBe('Connect');
});

test('connected on another network: pay-confirm switches to the payment network first', async () => {
  const { store, user, sendTransaction } = await setup({ connected: mainnet.caipNetworkId });
  await waitFor(() => expect(screen.getByTestId('pay-wallet-balance').textContent).toContain('1234.56'));
  await user.click(screen.getByTestId('pay-wallet'));
  expect(screen.getByTestId('pay-confirm').textContent).toBe(`Switch to ${foyerDevChain.name}`);
  await user.click(screen.getByTestId('pay-confirm'));
  expect(selectCurrentRoute(store.getState())).toEqual({ view: 'SwitchNetwork', data: { network: foyerDevChain } });
  expect(sendTransaction).not.toHaveBeenCalled();
});

test('pay-onramp opens the onramp preset with the asset, network and amount; absent when the onramp is off', async () => {
  const { store, user, view } = await setup();
  await user.click(screen.getByTestId('pay-onramp'));
  expect(selectCurrentRoute(store.getState())).toEqual({ view: 'OnRampProviders', data: { purchaseCurrency: 'fUSD', network: chain, cryptoAmount: '5' } });
  view.unmount();
  await setup({ features: { onramp: false } });
  expect(screen.queryByTestId('pay-onramp')).toBeNull();
});
