import {
  accountConnected,
  FOYER_DEV_EVM_ACCOUNTS,
  FOYER_DEV_TOKENS,
  foyerDevChain,
  PAY_ERROR_MESSAGES,
  paymentFailed,
  paymentRejected,
  paymentStarted,
  paymentSucceeded,
  routerReset,
  selectConnectMethodOrder,
  selectCurrentView,
  selectPay,
  viewPushed,
  type PayOptions,
  type PayResult,
} from '@foyer/kernel';
import { isRemoteEnabled } from '../remote/isRemoteEnabled.js';
import { closeModal } from '../router/closeModal.js';
import { openModal, type OpenModalParameters } from '../router/openModal.js';
import { makeShellTestStore } from '../test-utils/makeShellTestStore.js';
import { PAY_SUCCESS_CLOSE_MS, requestPayment } from './requestPayment.js';

const FUSD = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === foyerDevChain.caipNetworkId)!;
const OPTIONS: PayOptions = {
  recipient: FOYER_DEV_EVM_ACCOUNTS[2],
  amount: 5,
  paymentAsset: { network: foyerDevChain.caipNetworkId, asset: FUSD.address, metadata: { name: 'Foyer USD', symbol: 'fUSD', decimals: 6 } },
};
const HASH = `0x${'ab'.repeat(32)}`;
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(features = {}) {
  const store = makeShellTestStore({ features });
  const opened: OpenModalParameters[] = [];
  const cleanups: (() => void)[] = [];
  const open = async (parameters: OpenModalParameters) => {
    opened.push(parameters);
    store.dispatch(openModal(parameters));
  };
  const settled: PayResult[] = [];
  const pay = (options: unknown = OPTIONS) => {
    const promise = requestPayment({ store, options, open, onDestroy: (cleanup) => cleanups.push(cleanup) });
    void promise.then((result) => settled.push(result));
    return promise;
  };
  return { store, opened, cleanups, settled, pay };
}

test('invalid options resolve at once with their message: no modal, no request recorded', async () => {
  const { store, opened, pay } = setup();
  await expect(pay({ ...OPTIONS, amount: 0 })).resolves.toEqual({ success: false, error: PAY_ERROR_MESSAGES.invalidAmount });
  await expect(pay({ ...OPTIONS, recipient: '0xnope' })).resolves.toEqual({ success: false, error: PAY_ERROR_MESSAGES.invalidRecipient });
  await expect(pay({ ...OPTIONS, paymentAsset: { ...OPTIONS.paymentAsset, network: 'eip155:10' } })).resolves.toEqual({
    success: false,
    error: PAY_ERROR_MESSAGES.unsupportedAsset,
  });
  expect(opened).toEqual([]);
  expect(store.getState().modal.open).toBe(false);
  expect(selectPay(store.getState()).status).toBe('idle');
});

test('a valid request opens the modal on Pay; once mined it resolves with the hash, then the modal closes', async () => {
  const { store, opened, settled, pay } = setup();
  const result = pay();
  expect(opened).toEqual([{ view: 'Pay' }]);
  expect(selectCurrentView(store.getState())).toBe('Pay');
  expect(selectPay(store.getState())).toEqual({ status: 'requested', request: { ...OPTIONS, amount: '5' } });
  // The pay remote may load although the pay feature is off: a payment is in progress.
  expect(isRemoteEnabled(store.getState(), 'pay')).toBe(true);

  store.dispatch(paymentStarted());
  await tick();
  expect(settled).toEqual([]);
  store.dispatch(paymentSucceeded(HASH));
  await expect(result).resolves.toEqual({ success: true, result: HASH });
  // The success state stays on screen, then the modal closes (no second settlement).
  expect(store.getState().modal.open).toBe(true);
  await new Promise((resolve) => setTimeout(resolve, PAY_SUCCESS_CLOSE_MS + 50));
  expect(store.getState().modal.open).toBe(false);
  expect(settled).toEqual([{ success: true, result: HASH }]);
  expect(isRemoteEnabled(store.getState(), 'pay')).toBe(false);
});

test('one at a time: a second request while one is in progress is refused; the first goes on', async () => {
  const { store, opened, pay } = setup();
  const first = pay();
  await expect(pay({ ...OPTIONS, amount: 1 })).resolves.toEqual({ success: false, error: PAY_ERROR_MESSAGES.alreadyInProgress });
  expect(opened).toHaveLength(1);
  expect(selectPay(store.getState()).request?.amount).toBe('5');
  store.dispatch(paymentSucceeded(HASH));
  await expect(first).resolves.toEqual({ success: true, result: HASH });
});

test('closing the modal before paying settles "Payment cancelled", exactly once; a new payment may start', async () => {
  const { store, settled, pay } = setup();
  const result = pay();
  store.dispatch(closeModal());
  await expect(result).resolves.toEqual({ success: false, error: PAY_ERROR_MESSAGES.cancelled });
  expect(selectPay(store.getState()).status).toBe('idle');
  // Late events change nothing.
  store.dispatch(paymentSucceeded(HASH));
  store.dispatch(closeModal());
  await tick();
  expect(settled).toEqual([{ success: false, error: PAY_ERROR_MESSAGES.cancelled }]);

  const next = pay();
  expect(selectCurrentView(store.getState())).toBe('Pay');
  store.dispatch(paymentSucceeded(HASH));
  await expect(next).resolves.toEqual({ success: true, result: HASH });
});

test('a wallet rejection does not settle (the view offers a retry); closing then settles "Payment rejected"', async () => {
  const { store, settled, pay } = setup();
  const result = pay();
  store.dispatch(paymentStarted());
  store.dispatch(paymentRejected());
  await tick();
  expect(settled).toEqual([]);
  expect(selectPay(store.getState())).toMatchObject({ status: 'rejected', error: PAY_ERROR_MESSAGES.rejected });
  store.dispatch(closeModal());
  await expect(result).resolves.toEqual({ success: false, error: PAY_ERROR_MESSAGES.rejected });
});

test('a retry after a rejection can still succeed', async () => {
  const { store, pay } = setup();
  const result = pay();
  store.dispatch(paymentStarted());
  store.dispatch(paymentRejected());
  store.dispatch(paymentStarted());
  store.dispatch(paymentSucceeded(HASH));
  await expect(result).resolves.toEqual({ success: true, result: HASH });
});

test.each([
  ['mined', paymentSucceeded(HASH), { success: true, result: HASH }],
  ['failed', paymentFailed(), { success: false, error: PAY_ERROR_MESSAGES.failed }],
  ['rejected', paymentRejected(), { success: false, error: PAY_ERROR_MESSAGES.rejected }],
] as const)('closing while the wallet or chain answers waits for that answer (%s)', async (_case, outcome, expected) => {
  const { store, settled, pay } = setup();
  const result = pay();
  store.dispatch(paymentStarted());
  store.dispatch(closeModal());
  await tick();
  expect(settled).toEqual([]);
  store.dispatch(outcome);
  await expect(result).resolves.toEqual(expected);
});

test('connecting from Pay: wallets only, and the close that ends the connection reopens Pay', async () => {
  const { store, settled, pay } = setup({ email: true, socials: ['google'] });
  void pay();
  expect(selectConnectMethodOrder(store.getState())).toEqual(['wallet']);
  store.dispatch(viewPushed({ view: 'ConnectingExternal', data: { connectorId: 'dev.foyer.wallet' } }));
  store.dispatch(accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: `${foyerDevChain.caipNetworkId}:${FOYER_DEV_EVM_ACCOUNTS[0]}` }));
  store.dispatch(closeModal());
  await tick();
  await tick();
  expect(store.getState().modal.open).toBe(true);
  expect(selectCurrentView(store.getState())).toBe('Pay');
  expect(settled).toEqual([]);
  // Back on Pay: a close by the user now cancels.
  store.dispatch(closeModal());
  await tick();
  expect(settled).toEqual([{ success: false, error: PAY_ERROR_MESSAGES.cancelled }]);
  expect(selectConnectMethodOrder(store.getState())).toEqual(['email', 'social', 'wallet']);
});

test('a flow that ends on Account (a purchase through the onramp) comes back to Pay', () => {
  const { store, pay } = setup();
  void pay();
  store.dispatch(viewPushed({ view: 'OnRampProviders', data: { purchaseCurrency: 'fUSD', network: foyerDevChain.caipNetworkId, cryptoAmount: '5' } }));
  store.dispatch(routerReset({ view: 'Account' }));
  expect(selectCurrentView(store.getState())).toBe('Pay');
});

test('destroying the instance settles a pending payment "Payment cancelled"', async () => {
  const { cleanups, pay } = setup();
  const result = pay();
  for (const cleanup of cleanups) cleanup();
  await expect(result).resolves.toEqual({ success: false, error: PAY_ERROR_MESSAGES.cancelled });
});
