import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import {
  CONVERT_PATHS,
  ProviderRpcError,
  selectCurrentRoute,
  selectToast,
  SWAP_QUOTE_VALIDITY_MS,
  type BridgeSendTransactionParameters,
  type Toast,
} from '@foyer/kernel';
import { TEST_PROJECT_ID } from '@foyer/kernel/test';
import { selectSwaps, swapAmountChanged, swapTokenSelected } from '../../swapsSlice';
import { setupSwaps } from '../../test-utils/renderSwaps';
import { CHAIN, EVM_0, fakeConvertService, ROUTER, TOKENS, USER } from '../../test-utils/swapsFixtures';
import { SwapPreview } from './SwapPreview';

expect.extend(toHaveNoViolations);

const HASH = `0x${'12'.repeat(32)}`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  jest.restoreAllMocks();
});
afterAll(() => server.close());

type Send = (parameters: BridgeSendTransactionParameters) => Promise<{ hash: string }>;

async function renderPreview({ from = 'ETH', to = 'fUSD', amount = '0.1', send }: { from?: string; to?: string; amount?: string; send?: Send } = {}) {
  const service = fakeConvertService();
  server.use(...service.handlers);
  const setup = await setupSwaps({ route: { view: 'SwapPreview' } });
  setup.store.dispatch(swapTokenSelected({ target: 'from', address: TOKENS[from]!.address, shown: { from: TOKENS.ETH!.address, to: TOKENS.fUSD!.address } }));
  setup.store.dispatch(swapTokenSelected({ target: 'to', address: TOKENS[to]!.address, shown: { from: TOKENS[from]!.address, to: TOKENS.fUSD!.address } }));
  setup.store.dispatch(swapAmountChanged(amount));
  const sendTransaction = jest.fn<Promise<{ hash: string }>, [BridgeSendTransactionParameters]>(send ?? (async () => ({ hash: HASH })));
  const view = setup.render(<SwapPreview api={{ sendTransaction }} />);
  await waitFor(() => expect(screen.getByTestId('swap-preview-minimum').dataset.amount).not.toBe(''));
  return { ...setup, service, view, sendTransaction, user: userEvent.setup() };
}

/** Every toast shown or queued while the test runs (the shell's listener, which shows queued ones, is not here). */
function recordToasts(store: { getState(): { toast: { current: Toast | null; queued: Toast | null } }; subscribe(listener: () => void): () => void }) {
  const seen: Pick<Toast, 'variant' | 'message'>[] = [];
  let last: string | undefined;
  store.subscribe(() => {
    const toast = store.getState().toast.current ?? store.getState().toast.queued;
    if (toast && toast.id !== last) {
      last = toast.id;
      seen.push({ variant: toast.variant, message: toast.message });
    }
  });
  return seen;
}

const swapTransactions = (service: ReturnType<typeof fakeConvertService>) => service.paths(CONVERT_PATHS.buildTransaction);

test('the preview: paid, received, minimum received, pool fee, network fee; ETH needs no approval', async () => {
  const { view, service } = await renderPreview();
  expect(screen.getByTestId('swap-preview-from').textContent).toBe('0.1 ETH');
  expect(screen.getByTestId('swap-preview-to').textContent).toBe('299.100 fUSD');
  expect(screen.getByTestId('swap-preview-minimum').dataset.amount).toBe('296109000');
  expect(screen.getByTestId('swap-preview-fee').textContent).toBe('0.0003 ETH');
  expect(screen.getByTestId('swap-preview-network-fee').textContent).toBe('0.00012 ETH');
  expect(screen.queryByTestId('swap-approve')).toBeNull();
  expect(screen.getByTestId('swap-confirm')).toBeTruthy();
  expect(service.paths(CONVERT_PATHS.allowance)).toHaveLength(0);
  expect(await axe(view.container)).toHaveNoViolations();
});

test('confirm: the swap is built (1 % slippage) and sent; once mined "Swapped", balances re-read, back to Account, state reset', async () => {
  const { user, store, service, sendTransaction } = await renderPreview();
  const toasts = recordToasts(store);
  await user.click(screen.getByTestId('swap-confirm'));
  await waitFor(() => expect(selectCurrentRoute(store.getState()).view).toBe('Account'));
  expect(swapTransactions(service).map((request) => request.body)).toEqual([
    { projectId: TEST_PROJECT_ID, amount: '100000000000000000', from: TOKENS.ETH!.address, to: TOKENS.fUSD!.address, userAddress: USER, eip155: { slippage: 1 } },
  ]);
  expect(sendTransaction).toHaveBeenCalledWith({
    namespace: 'eip155',
    address: EVM_0,
    caipNetworkId: CHAIN,
    transaction: { to: ROUTER, data: `0x5c11d795${(296_109_000n).toString(16).padStart(64, '0')}`, value: `0x${(10n ** 17n).toString(16)}` },
  });
  expect(service.paths('rpc:eth_getTransactionReceipt')).not.toHaveLength(0);
  expect(toasts).toEqual([
    { variant: 'loading', message: 'Swap pending…' },
    { variant: 'success', message: 'Swapped' },
  ]);
  expect(service.paths('balance').some((request) => request.params['forceUpdate'] === 'true')).toBe(true);
  expect(selectSwaps(store.getState())).toEqual({ amount: '', status: 'editing' });
  // A fresh quote is signed as it is: no second quote.
  expect(service.paths(CONVERT_PATHS.quotes)).toHaveLength(1);
});

test('a quote older than its validity is asked again before anything is signed: the wallet gets the NEW swap', async () => {
  const { user, service, sendTransaction, store } = await renderPreview();
  const now = Date.now();
  jest.spyOn(Date, 'now').mockReturnValue(now + SWAP_QUOTE_VALIDITY_MS + 1);
  // The pools moved meanwhile: 1 % less output.
  service.state.outputPermille = 987n;
  const fresh = service.quoteFor('100000000000000000', TOKENS.ETH!.address, TOKENS.fUSD!.address);
  await user.click(screen.getByTestId('swap-confirm'));
  await waitFor(() => expect(selectCurrentRoute(store.getState()).view).toBe('Account'));
  const [first, second] = service.paths(CONVERT_PATHS.quotes);
  expect(second).toBeDefined();
  expect(second!.at).toBeLessThanOrEqual(swapTransactions(service)[0]!.at);
  expect(first!.params).toEqual(second!.params);
  const [[request]] = sendTransaction.mock.calls as [[Extract<BridgeSendTransactionParameters, { namespace: 'eip155' }>]];
  expect(request.transaction.data).toBe(`0x5c11d795${BigInt(fresh.minimumOut).toString(16).padStart(64, '0')}`);
  expect(request.transaction.data).not.toContain((296_109_000n).toString(16));
});

test('selling an ERC-20 with a short allowance: approve first (built, signed, mined), then the preview moves on to confirm', async () => {
  let approved: string | undefined;
  const { user, service, sendTransaction, store, view } = await renderPreview({
    from: 'fUSD',
    to: 'FOY',
    amount: '25',
    send: async ({ transaction }) => {
      // The wallet's approval, once mined, is what the chain's allowance reads.
      if (!(transaction instanceof Uint8Array) && transaction.data?.startsWith('0x095ea7b3')) approved = transaction.data;
      return { hash: HASH };
    },
  });
  await waitFor(() => expect(screen.getByTestId('view-SwapPreview').dataset.allowance).toBe('short'));
  expect(screen.queryByTestId('swap-confirm')).toBeNull();
  expect(screen.getByTestId('swap-approve').textContent).toBe('Approve fUSD');
  expect(await axe(view.container)).toHaveNoViolations();
  service.state.allowances.set(TOKENS.fUSD!.address.toLowerCase(), 25_000_000n);
  await user.click(screen.getByTestId('swap-approve'));
  await waitFor(() => expect(screen.getByTestId('swap-confirm')).toBeTruthy());
  await waitFor(() => expect(document.activeElement).toBe(screen.getByTestId('swap-confirm')));
  expect(service.paths(CONVERT_PATHS.buildApprove)[0]?.params).toMatchObject({ userAddress: USER, from: TOKENS.fUSD!.address, to: TOKENS.FOY!.address, amount: '25000000' });
  expect(approved).toBeDefined();
  expect(sendTransaction.mock.calls[0]![0]).toMatchObject({ transaction: { to: TOKENS.fUSD!.address.split(':')[2] } });
  expect(service.paths(CONVERT_PATHS.allowance).length).toBeGreaterThanOrEqual(2);
  expect(store.getState().toast.current ?? store.getState().toast.queued).toMatchObject({ variant: 'success', message: 'Approved' });
  await user.click(screen.getByTestId('swap-confirm'));
  await waitFor(() => expect(selectCurrentRoute(store.getState()).view).toBe('Account'));
  expect(sendTransaction).toHaveBeenCalledTimes(2);
  expect(sendTransaction.mock.calls[1]![0]).toMatchObject({ transaction: { to: ROUTER } });
  expect((sendTransaction.mock.calls[1]![0].transaction as { value?: string }).value).toBeUndefined();
});

test('a rejection in the wallet keeps the preview and the form, with a clear message', async () => {
  const { user, store, view } = await renderPreview({
    send: async () => {
      throw new ProviderRpcError(4001, 'User rejected the request.');
    },
  });
  await user.click(screen.getByTestId('swap-confirm'));
  await waitFor(() => expect(screen.getByTestId('swap-error').textContent).toBe('You rejected the transaction in your wallet: nothing was swapped.'));
  expect(screen.getByTestId('view-SwapPreview').dataset.state).toBe('rejected');
  expect(selectCurrentRoute(store.getState()).view).toBe('SwapPreview');
  expect(selectSwaps(store.getState()).amount).toBe('0.1');
  expect(selectToast(store.getState())).toBeNull();
  expect(await axe(view.container)).toHaveNoViolations();
});

test('a stale quote the service now refuses (insufficient liquidity) is reported with its reason; nothing is built or signed', async () => {
  const { user, service, sendTransaction } = await renderPreview();
  service.state.quoteError = { status: 422, code: 'CONVERT_INSUFFICIENT_LIQUIDITY', message: 'Insufficient liquidity' };
  jest.spyOn(Date, 'now').mockReturnValue(Date.now() + SWAP_QUOTE_VALIDITY_MS + 1);
  await user.click(screen.getByTestId('swap-confirm'));
  await waitFor(() => expect(screen.getByTestId('view-SwapPreview').dataset.state).toBe('failed'));
  expect(screen.getByTestId('swap-error').textContent).toBe('The swap failed: Insufficient liquidity');
  expect(swapTransactions(service)).toHaveLength(0);
  expect(sendTransaction).not.toHaveBeenCalled();
});
