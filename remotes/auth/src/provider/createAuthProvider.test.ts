import { makeTestStore } from '@foyer/kernel/test';
import { historyPopped, modalClosed, modalOpened, routerReset, selectAlert, selectCurrentView, selectRouterHistory, viewPushed } from '@foyer/kernel';
import { createApprovalHost } from '../approvals/createApprovalHost';
import { selectPendingApprovals } from '../authSlice';
import { FrameRequestError } from '../frame/FrameRequestError';
import { fakeFrame } from '../test-utils/fakeFrame';
import { AUTH_STORE } from '../test-utils/authStore';
import { createAuthProvider } from './createAuthProvider';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const HELLO = `0x${Buffer.from('Hello').toString('hex')}`;

type Deferred = { resolve(value: unknown): void; reject(error: unknown): void };

/**
 * The frame (network boundary): safe methods answer at once; an unsafe one waits like the real frame does while
 * its own approval UI is on screen, until the test plays the user's decision in the frame (`frameDecides`).
 */
function setUp() {
  const store = makeTestStore(AUTH_STORE);
  const waiting: Deferred[] = [];
  const frame = fakeFrame({
    RPC_REQUEST: ({ method }: { method: string }) =>
      method.startsWith('eth_get') ? { result: `result of ${method}` } : new Promise((resolve, reject) => waiting.push({ resolve, reject })),
    RPC_ABORT: () => {
      for (const entry of waiting.splice(0)) entry.reject(new FrameRequestError({ message: 'Request was aborted', frameCode: 'REQUEST_ABORTED' }));
      return {};
    },
  });
  const notAllowed = jest.fn();
  const switchChain = jest.fn(async () => {});
  const approvals = createApprovalHost({ store, abort: () => void frame.messenger.request('RPC_ABORT', {}) });
  const provider = createAuthProvider({ request: frame.messenger.request, approvals, getAddress: () => ADDRESS, switchChain, onNotAllowed: notAllowed });
  const frameDecides = (outcome: { result: unknown } | FrameRequestError) => {
    const entry = waiting.shift();
    if (!entry) throw new Error('no request is waiting in the frame');
    if (outcome instanceof FrameRequestError) entry.reject(outcome);
    else entry.resolve(outcome);
  };
  return { store, frame, provider, notAllowed, switchChain, frameDecides };
}

const userRejectedInFrame = () => new FrameRequestError({ message: 'User rejected the request.', frameCode: 'USER_REJECTED' });

async function flush(): Promise<void> {
  for (let index = 0; index < 10; index += 1) await Promise.resolve();
}

test('safe methods go straight to the frame, without ApproveTransaction', async () => {
  const { provider, frame, store } = setUp();
  await expect(provider.request({ method: 'eth_getBalance', params: [ADDRESS, 'latest'] })).resolves.toBe('result of eth_getBalance');
  expect(frame.calls).toEqual([{ name: 'RPC_REQUEST', payload: { method: 'eth_getBalance', params: [ADDRESS, 'latest'] } }]);
  expect(selectPendingApprovals(store.getState())).toEqual([]);
  expect(store.getState().modal.open).toBe(false);
});

test('eth_accounts and eth_requestAccounts answer the connected address', async () => {
  const { provider, frame } = setUp();
  await expect(provider.request({ method: 'eth_requestAccounts' })).resolves.toEqual([ADDRESS]);
  await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS]);
  expect(frame.calls).toEqual([]);
});

describe('given an unsafe request while the modal is closed', () => {
  it('opens the modal on ApproveTransaction and hands the request to the frame, which alone decides', async () => {
    const { provider, frame, store, frameDecides } = setUp();
    const answer = provider.request({ method: 'personal_sign', params: [HELLO, ADDRESS] });
    await flush();
    expect(store.getState().modal.open).toBe(true);
    expect(selectRouterHistory(store.getState())).toEqual([{ view: 'ApproveTransaction' }]);
    expect(frame.calls).toEqual([{ name: 'RPC_REQUEST', payload: { method: 'personal_sign', params: [HELLO, ADDRESS] } }]);
    frameDecides({ result: '0xsignature' });
    await expect(answer).resolves.toBe('0xsignature');
    // The only view: the modal closes.
    expect(store.getState().modal.open).toBe(false);
    expect(selectPendingApprovals(store.getState())).toEqual([]);
  });

  it('sends the frame a copy of the params: changing the dapp object afterwards changes nothing', async () => {
    const { provider, frame, frameDecides } = setUp();
    const tx = { to: ADDRESS, value: '0x1' };
    const answer = provider.request({ method: 'eth_sendTransaction', params: [tx] });
    await flush();
    tx.to = '0x0000000000000000000000000000000000000bad';
    expect(frame.calls[0]?.payload).toEqual({ method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] });
    frameDecides({ result: '0xhash' });
    await answer;
  });

  it('a rejection in the frame reaches the dapp as 4001', async () => {
    const { provider, store, frameDecides } = setUp();
    const answer = provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS, value: '0x1' }] });
    await flush();
    frameDecides(userRejectedInFrame());
    await expect(answer).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(store.getState().modal.open).toBe(false);
  });

  it('closing the modal rejects with 4001 "Modal closed" and tells the frame to abort', async () => {
    const { provider, frame, store } = setUp();
    const answer = provider.request({ method: 'eth_signTypedData_v4', params: [ADDRESS, '{}'] });
    await flush();
    store.dispatch(modalClosed());
    await expect(answer).rejects.toMatchObject({ code: 4001, message: 'Modal closed' });
    expect(frame.calls.map((call) => call.name)).toEqual(['RPC_REQUEST', 'RPC_ABORT']);
    expect(selectPendingApprovals(store.getState())).toEqual([]);
  });
});

test('the host page has no way to approve: no approve action exists in the auth slice', async () => {
  const slice = await import('../authSlice');
  expect(Object.keys(slice.authSlice.actions).sort()).toEqual(['approvalRequested', 'approvalSettled', 'approvalShown', 'frameAreaChanged']);
});

test('going Back from ApproveTransaction rejects the request (4001) and aborts it in the frame', async () => {
  const { provider, store, frame } = setUp();
  store.dispatch(routerReset({ view: 'Account' }));
  store.dispatch(modalOpened());
  const answer = provider.request({ method: 'personal_sign', params: [HELLO, ADDRESS] });
  await flush();
  store.dispatch(historyPopped());
  await expect(answer).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
  expect(selectCurrentView(store.getState())).toBe('Account');
  expect(frame.calls.map((call) => call.name)).toEqual(['RPC_REQUEST', 'RPC_ABORT']);
});

test('an unsafe request on an open modal pushes ApproveTransaction, and success pops back', async () => {
  const { provider, store, frameDecides } = setUp();
  store.dispatch(routerReset({ view: 'Account' }));
  store.dispatch(modalOpened());
  const answer = provider.request({ method: 'personal_sign', params: [HELLO, ADDRESS] });
  await flush();
  expect(selectCurrentView(store.getState())).toBe('ApproveTransaction');
  frameDecides({ result: '0xsignature' });
  await answer;
  expect(store.getState().modal.open).toBe(true);
  expect(selectCurrentView(store.getState())).toBe('Account');
});

test('a request that fails in the frame rejects with the frame message and pops the view', async () => {
  const { provider, store, frameDecides } = setUp();
  store.dispatch(routerReset({ view: 'Account' }));
  store.dispatch(modalOpened());
  store.dispatch(viewPushed({ view: 'Connect' }));
  const answer = provider.request({ method: 'eth_sendTransaction', params: [{ to: ADDRESS }] });
  await flush();
  frameDecides(new FrameRequestError({ message: 'insufficient funds', frameCode: 'FRAME_ERROR' }));
  await expect(answer).rejects.toMatchObject({ code: -32603, message: 'insufficient funds' });
  expect(selectCurrentView(store.getState())).toBe('Connect');
});

test('methods off the allow-list are not allowed (4200) and raise the UI alert later', async () => {
  jest.useFakeTimers();
  try {
    const { provider, frame, notAllowed } = setUp();
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({ code: 4200, message: 'Requested RPC call is not allowed' });
    expect(notAllowed).not.toHaveBeenCalled();
    jest.advanceTimersByTime(300);
    expect(notAllowed).toHaveBeenCalledTimes(1);
    expect(frame.calls).toEqual([]);
  } finally {
    jest.useRealTimers();
  }
});

test('wallet_sendCalls needs 0x to and data in every call', async () => {
  const { provider, store, frame, frameDecides } = setUp();
  await expect(provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: ADDRESS.slice(2), data: '0x' }] }] })).rejects.toMatchObject({
    code: -32602,
    message: expect.stringContaining("'to' must start with 0x"),
  });
  await expect(provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: ADDRESS }] }] })).rejects.toMatchObject({ code: -32602 });
  expect(selectPendingApprovals(store.getState())).toEqual([]);
  const answer = provider.request({ method: 'wallet_sendCalls', params: [{ calls: [{ to: ADDRESS, data: '0x' }] }] });
  await flush();
  frameDecides({ result: { id: '0x01' } });
  await expect(answer).resolves.toEqual({ id: '0x01' });
  expect(frame.calls).toHaveLength(1);
});

test('wallet_switchEthereumChain switches through the adapter', async () => {
  const { provider, switchChain } = setUp();
  await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).resolves.toBeNull();
  expect(switchChain).toHaveBeenCalledWith(1);
});

test('two pending requests: the view stays until both are answered', async () => {
  const { provider, store, frameDecides } = setUp();
  const first = provider.request({ method: 'personal_sign', params: [HELLO, ADDRESS] });
  const second = provider.request({ method: 'personal_sign', params: ['0x00', ADDRESS] });
  await flush();
  frameDecides({ result: '0x1' });
  await first;
  expect(selectCurrentView(store.getState())).toBe('ApproveTransaction');
  expect(store.getState().modal.open).toBe(true);
  frameDecides(userRejectedInFrame());
  await expect(second).rejects.toMatchObject({ code: 4001 });
  expect(store.getState().modal.open).toBe(false);
  expect(selectAlert(store.getState())).toBeNull();
});
