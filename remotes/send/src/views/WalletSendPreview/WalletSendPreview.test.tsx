import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import {
  encodeErc20Transfer,
  FOYER_DEV_TOKENS,
  foyerDevChain,
  foyerDevSolana,
  ProviderRpcError,
  selectCurrentRoute,
  selectToast,
  type BridgeSendTransactionParameters,
} from '@foyer/kernel';
import { amountChanged, receiverChanged, receiverResolved, selectSend, tokenSelected } from '../../sendSlice';
import { findAssociatedTokenAddress } from '../../solana/findAssociatedTokenAddress';
import { BALANCES, balancesHandler, EVM_0, EVM_1, rpcProxyHandler, SOLANA_0, SOLANA_1, type BalanceRequest, type RpcCall } from '../../test-utils/sendFixtures';
import { setupSend } from '../../test-utils/renderSend';
import { WalletSendPreview } from './WalletSendPreview';

expect.extend(toHaveNoViolations);

const HASH = `0x${'12'.repeat(32)}`;
const FUSD = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.standard === 'erc20')?.address ?? '';
const SPL_MINT = FOYER_DEV_TOKENS.find((token) => token.standard === 'spl')?.address ?? '';
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const token = (chainId: string, symbol: string) => {
  const found = BALANCES[chainId]?.find((candidate) => candidate.symbol === symbol);
  if (!found) throw new Error(symbol);
  return found;
};

async function renderEvmPreview(send: (parameters: BridgeSendTransactionParameters) => Promise<{ hash: string }>, receipt: unknown = { status: '0x1' }) {
  const balanceRequests: BalanceRequest[] = [];
  const calls: RpcCall[] = [];
  server.use(balancesHandler(balanceRequests), rpcProxyHandler({ eth_gasPrice: '0x3b9aca00', eth_estimateGas: '0xc350', eth_getTransactionReceipt: receipt }, calls));
  const setup = await setupSend({ caipAddress: `${foyerDevChain.caipNetworkId}:${EVM_0}`, view: 'WalletSendPreview' });
  const sendTransaction = jest.fn(send);
  setup.store.dispatch(tokenSelected(token(foyerDevChain.caipNetworkId, 'fUSD')));
  setup.store.dispatch(amountChanged('1.5'));
  setup.store.dispatch(receiverChanged(EVM_1));
  setup.store.dispatch(receiverResolved({ address: EVM_1 }));
  const view = setup.render(<WalletSendPreview api={{ sendTransaction }} />);
  await waitFor(() => expect(screen.getByTestId('send-preview-fee').dataset.state).toBe('ready'));
  return { ...setup, view, sendTransaction, balanceRequests, calls, user: userEvent.setup() };
}

test('the preview: from, to, amount with symbol, fiat value and the fee of the ERC-20 transfer (estimateGas × gas price × 1.2)', async () => {
  const { view, calls } = await renderEvmPreview(async () => ({ hash: HASH }));
  expect(screen.getByTestId('send-preview-from').getAttribute('title')).toBe(EVM_0);
  expect(screen.getByTestId('send-preview-to').dataset.address).toBe(EVM_1);
  expect(screen.getByTestId('send-preview-amount').textContent).toBe('1.5 fUSD');
  expect(screen.getByTestId('send-preview-value').textContent).toBe('$1.50');
  // 50000 gas × 1 gwei × 1.2 = 0.00006 ETH
  expect(screen.getByTestId('send-preview-fee').textContent).toBe('0.00006 ETH');
  expect(calls.find((call) => call.method === 'eth_estimateGas')?.params).toEqual([{ from: EVM_0, to: FUSD, data: encodeErc20Transfer(EVM_1, 1_500_000n) }]);
  expect(await axe(view.container)).toHaveNoViolations();
});

test('confirm: the wallet sends the ERC-20 transfer; once mined "Sent", balances re-read with forceUpdate, back to Account, state reset', async () => {
  const { user, store, sendTransaction, balanceRequests } = await renderEvmPreview(async () => ({ hash: HASH }));
  await user.click(screen.getByTestId('send-confirm'));
  await waitFor(() => expect(selectCurrentRoute(store.getState()).view).toBe('Account'));
  expect(sendTransaction).toHaveBeenCalledWith({
    namespace: 'eip155',
    address: EVM_0,
    caipNetworkId: foyerDevChain.caipNetworkId,
    transaction: { to: FUSD, data: encodeErc20Transfer(EVM_1, 1_500_000n) },
  });
  expect(selectToast(store.getState())).toMatchObject({ variant: 'success', message: 'Sent' });
  expect(balanceRequests).toContainEqual({ address: EVM_0, chainId: foyerDevChain.caipNetworkId, forceUpdate: 'true' });
  expect(selectSend(store.getState())).toEqual({ receiverInput: '', status: 'editing' });
});

test('a user rejection keeps the preview with a clear message; nothing else happens', async () => {
  const { user, store, view } = await renderEvmPreview(async () => {
    throw new ProviderRpcError(4001, 'User rejected the request.');
  });
  await user.click(screen.getByTestId('send-confirm'));
  await waitFor(() => expect(screen.getByTestId('send-error').textContent).toBe('You rejected the transaction in your wallet: nothing was sent.'));
  expect(screen.getByTestId('view-WalletSendPreview').dataset.state).toBe('rejected');
  expect(selectCurrentRoute(store.getState()).view).toBe('WalletSendPreview');
  expect(selectToast(store.getState())).toBeNull();
  expect(await axe(view.container)).toHaveNoViolations();
});

test('a transaction that fails on chain is reported, with no success toast', async () => {
  const { user, store } = await renderEvmPreview(async () => ({ hash: HASH }), { status: '0x0' });
  await user.click(screen.getByTestId('send-confirm'));
  await waitFor(() => expect(screen.getByTestId('view-WalletSendPreview').dataset.state).toBe('failed'));
  expect(screen.getByTestId('send-error').textContent).toBe(`The send failed: Transaction failed (Transaction ${HASH} failed on chain)`);
  expect(selectToast(store.getState())).toBeNull();
  expect(selectCurrentRoute(store.getState()).view).toBe('WalletSendPreview');
});

test('busy while the wallet signs: the button is disabled and the status is announced', async () => {
  let answer: (value: { hash: string }) => void = () => undefined;
  const { user } = await renderEvmPreview(() => new Promise((resolve) => (answer = resolve)));
  await user.click(screen.getByTestId('send-confirm'));
  expect((screen.getByTestId('send-confirm') as HTMLButtonElement).disabled).toBe(true);
  expect(screen.getByRole('status').textContent).toBe('Confirm in your wallet…');
  answer({ hash: HASH });
});

test('Solana SPL: the fee includes the rent of the receiver’s new token account, which the transaction creates', async () => {
  const calls: RpcCall[] = [];
  const destination = findAssociatedTokenAddress({ owner: SOLANA_1, mint: SPL_MINT });
  server.use(
    balancesHandler(),
    rpcProxyHandler(
      {
        getAccountInfo: ([address]: [string]) => ({ value: address === SPL_MINT ? { owner: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' } : null }),
        getMinimumBalanceForRentExemption: 2_039_280,
        getLatestBlockhash: { value: { blockhash: 'EkSnNWid2cvwEVnVx9aBqawnmiCNiDgp3gUdkDPTKN1N', lastValidBlockHeight: 10 } },
        getSignatureStatuses: { value: [{ err: null, confirmationStatus: 'confirmed' }] },
      },
      calls,
    ),
  );
  const setup = await setupSend({ caipAddress: `${foyerDevSolana.caipNetworkId}:${SOLANA_0}`, view: 'WalletSendPreview' });
  setup.store.dispatch(tokenSelected(token(foyerDevSolana.caipNetworkId, 'fUSD')));
  setup.store.dispatch(amountChanged('1'));
  setup.store.dispatch(receiverResolved({ address: SOLANA_1 }));
  const sendTransaction = jest.fn(async (_parameters: BridgeSendTransactionParameters) => ({ hash: '5sig' }));
  setup.render(<WalletSendPreview api={{ sendTransaction }} />);
  await waitFor(() => expect(screen.getByTestId('send-preview-fee').textContent).toBe('0.00204428 SOL'));
  expect(screen.getByText('Includes the rent of the receiver’s new token account')).toBeTruthy();
  expect(calls).toContainEqual({ chainId: foyerDevSolana.caipNetworkId, method: 'getAccountInfo', params: [destination, { encoding: 'base64' }] });
  await userEvent.setup().click(screen.getByTestId('send-confirm'));
  await waitFor(() => expect(selectCurrentRoute(setup.store.getState()).view).toBe('Account'));
  const [[request]] = sendTransaction.mock.calls as [[BridgeSendTransactionParameters]];
  expect(request).toMatchObject({ namespace: 'solana', address: SOLANA_0, caipNetworkId: foyerDevSolana.caipNetworkId });
  expect(request.transaction).toBeInstanceOf(Uint8Array);
});
