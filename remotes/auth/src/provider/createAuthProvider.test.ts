import { historyPopped, modalClosed, modalOpened, routerReset, selectAlert, selectCurrentView, selectRouterHistory, viewPushed } from '@foyer/kernel';
import { createApprovalQueue } from '../approvals/createApprovalQueue';
import { approvalDecided, selectCurrentApproval } from '../authSlice';
import { FrameRequestError } from '../frame/FrameRequestError';
import { fakeFrame } from '../test-utils/fakeFrame';
import { makeAuthTestStore, type AuthTestStore } from '../test-utils/makeAuthTestStore';
import { createAuthProvider } from './createAuthProvider';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HELLO = `0x${Buffer.from('Hello').toString('hex')}`;

function setUp(handlers: Parameters<typeof fakeFrame>[0] = {}) {
  const store = makeAuthTestStore();
  const frame = fakeFrame({ RPC_REQUEST: ({ method }: { method: string }) => ({ result: `result of ${method}` }), ...handlers });
  const notAllowed = jest.fn();
  const switchChain = jest.fn(async () => {});
  const provider = createAuthProvider({
    request: frame.messenger.request,
    approvals: createApprovalQueue(store),
    getAddress: () => ADDRESS,
    switchChain,
    getNativeCurrency: () => undefined,
    onNotAllowed: notAllowed,
  });
  return { store, frame, provider, notAllowed, switchChain };
}

async function flush(): Promise<void> {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
}

function decide(store: AuthTestStore, approved: boolean): void {
  const approval = selectCurrentApproval(store.getState());
  if (!approval) throw new Error('no approval pending');
  store.dispatch(approvalDecided({ id: approval.id, approved }));
}

test('safe methods go straight to the frame, without ApproveTransaction', async () => {
  const { provider, frame, store } = setUp();
  await expect(provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).resolves.toBe('result of eth_getBalance');
  expect(frame.calls).toEqual([{ name: 'RPC_REQUEST', payload: { method: 'eth_getBalance', params: [ADDRESS, 'latest'] } }]);
  expect(selectCurrentApproval(store.getState())).toBeUndefined();
  expect(store.getState().modal.open).toBe(false);
});

test('eth_accounts and eth_requestAccounts answer the connected address', async () => {
  const { provider, frame } = setUp();
  await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([ADDRESS]);
  await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS]);
  expect(frame.calls).toEqual([]);
});

describe('given an unsafe request while the modal is closed', () => {
  it('opens the modal on ApproveTransaction with the summary and sends nothing before approval', async () => {
    const { provider, frame, store } = setUp();
    const answer = provider.request({ method: 'personal_sign', params: [HELLO, ADDRESS] });
    await flush();
    expect(store.getState().modal.open).toBe(true);
    expect(selectRouterHistory(store.getState())).toEqual([{ view: 'ApproveTransaction' }]);
    expect(selectCurrentApproval(store.getState())?.summary.rows[0]).toEqual({ label: 'Message', value: 'Hello' });
    expect(frame.calls).toEqual([]);

    decide(store, true);
    await expect(answer).resolves.toBe('result of personal_sign');
    expect(frame.calls).toEqual([{ name: 'RPC_REQUEST', payload: { method: 'personal_sign', params: [HELLO, ADDRESS] } }]);
    // The only view: the modal closes.
    expect(store.getState().modal.open).toBe(false);
    expect(selectCurrentApproval(store.getState())).toBeUndefined();
  });

  it('rejects with 4001 when the user rejects, without asking the frame', async () => {
    const { provider, frame, store } = setUp();
    const answer = provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] });
    await flush();
    decide(store, false);
    await expect(answer).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(frame.calls).toEqual([]);
    expect(store.getState().modal.open).toBe(false);
  });

  it('rejects with 4001 "Modal closed" when the modal closes', async () => {
    const { provider, frame, store } = setUp();
    const answer = provider.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] });
    await flush();
    store.dispatch(modalClosed());
    await expect(answer).rejects.toMatchObject({ code: 4001, message: 'Modal closed' });
    expect(frame.calls).toEqual([]);
    expect(selectCurrentApproval(store.getState())).toBeUndefined();
  });
});

test('going Back from ApproveTransaction rejects the request (4001)', async () => {
  const { provider, store, frame } = setUp();
  store.dispatch(routerReset({ view: 'Account' }));
  store.dispatch(modalOpened());
  const answer = provider.request({ method: 'personal_sign', params: [HELLO, ADDRESS] });
  await flush();
  store.dispatch(historyPopped());
  await expect(answer).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
  expect(selectCurrentApproval(store.getState())).toBeUndefined();
  expect(selectCurrentView(store.getState())).toBe('Account');
  expect(frame.calls).toEqual([]);
});

test('an unsafe request on an open modal pushes ApproveTransaction, and success pops back', async () => {
  const { provider, store } = setUp();
  store.dispatch(routerReset({ view: 'Account' }));
  store.dispatch(modalOpened());
  const answer = provider.request({ method: 'personal_sign', params: [HELLO, ADDRESS] });
  await flush();
  expect(selectCurrentView(store.getState())).toBe('ApproveTransaction');
  decide(store, true);
  await answer;
  expect(store.getState().modal.open).toBe(true);
  expect(selectCurrentView(store.getState())).toBe('Account');
});

test('an approved request that fails in the frame rejects with the frame message and pops the view', async () => {
  const { provider, store } = setUp({
    RPC_REQUEST: () => {
      throw new FrameRequestError({ message: 'insufficient funds', frameCode: 'FRAME_ERROR' });
    },
  });
  store.dispatch(routerReset({ view: 'Account' }));
  store.dispatch(modalOpened());
  store.dispatch(viewPushed({ view: 'Connect' }));
  const answer = provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] });
  await flush();
  decide(store, true);
  await expect(answer).rejects.toMatchObject({ code: -32603, message: 'insufficient funds' });
  expect(selectCurrentView(store.getState())).toBe('Connect');
});

test('methods off the allow-list are not allowed (4200) and raise the UI alert later', async () => {
  jest.useFakeTimers();
  try {
    const { provider, frame, notAllowed } = setUp();
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      code: 4200,
      message: 'Requested RPC call is not allowed',
    });
    expect(notAllowed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(300);
    expect(notAllowed).toHaveBeenCalledTimes(1);
    expect(frame.calls).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

test('wallet_sendCalls needs 0x to and data in every call', async () => {
  const { provider, store, frame } = setUp();
  await expect(
    provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: ADDRESS.slice(2), data: '0x' }] }] }),
  ).rejects.toMatchObject({ code: -32602, message: expect.stringContaining("'to' must start with 0x") });
  await expect(provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: ADDRESS }] }] })).rejects.toMatchObject({
    code: -32602,
  });
  expect(selectCurrentApproval(store.getState())).toBeUndefined();
  const answer = provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: ADDRESS, data: '0x' }] }] });
  await flush();
  decide(store, true);
  await expect(answer).resolves.toBe('result of wallet_sendCalls');
  expect(frame.calls).toHaveLength(1);
});

test('wallet_switchEthereumChain switches through the adapter', async () => {
  const { provider, switchChain } = setUp();
  await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).resolves.toBeNull();
  expect(switchChain).toHaveBeenCalledWith(1);
});

test('two pending requests: the view stays until both are answered', async () => {
  const { provider, store } = setUp();
  const first = provider.request({ method: 'personal_sign', params: [HELLO, ADDRESS] });
  const second = provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] });
  await flush();
  decide(store, true);
  await first;
  expect(selectCurrentView(store.getState())).toBe('ApproveTransaction');
  expect(store.getState().modal.open).toBe(true);
  decide(store, false);
  await expect(second).rejects.toMatchObject({ code: 4001 });
  expect(store.getState().modal.open).toBe(false);
  expect(selectAlert(store.getState())).toBeNull();
});
