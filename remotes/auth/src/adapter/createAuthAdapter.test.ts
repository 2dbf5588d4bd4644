import {
  EMAIL_LOGIN_COOLDOWN_MS,
  allowedOriginsLoaded,
  FRAME_SIGN_OUT_TIMEOUT_MS,
  modalOpened,
  routerReset,
  selectActiveAccount,
  selectAlert,
  selectConnector,
  selectCurrentView,
  viewPushed,
  themeModeChanged,
  type Eip1193Provider,
} from '@foyer/kernel';
import { createFakeShellBridge, makeTestStore } from '@foyer/kernel/test';
import type { FrameMessengerParameters } from '../frame/createFrameMessenger';
import { FrameRequestError } from '../frame/FrameRequestError';
import { fakeFrame } from '../test-utils/fakeFrame';
import { AUTH_STORE } from '../test-utils/authStore';
import { AUTH_STORAGE_KEYS } from './authStorageKeys';
import { createAuthAdapter } from './createAuthAdapter';

const ADDRESS = '0x1111111111111111111111111111111111111111';
const USER = { email: 'ada@example.com', address: ADDRESS, chainId: 31337 };

function setUp(handlers: Parameters<typeof fakeFrame>[0] = {}, start = 1_000_000) {
  const store = makeTestStore(AUTH_STORE);
  const frame = fakeFrame({
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    CONNECT_OTP: () => ({}),
    GET_USER: () => USER,
    IS_CONNECTED: () => ({ isConnected: true }),
    SIGN_OUT: () => ({}),
    SYNC_THEME: () => ({}),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [] }),
    ...handlers,
  });
  const shell = createFakeShellBridge();
  const { stored: values, registered: providers } = shell;
  let clock = start;
  const messengerParameters: FrameMessengerParameters[] = [];
  const adapter = createAuthAdapter({
    store,
    shell,
    createMessenger: (parameters) => {
      messengerParameters.push(parameters);
      return frame.messenger;
    },
    now: () => clock,
  });
  return {
    store,
    frame,
    values,
    providers,
    adapter,
    messengerParameters,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

test('announces the AUTH connector driven by the auth remote', () => {
  const { store } = setUp();
  expect(selectConnector(store.getState(), 'AUTH')).toEqual({
    id: 'AUTH',
    type: 'AUTH',
    name: 'Email & Socials',
    chain: 'eip155',
    remote: 'auth',
  });
});

test('loads the frame of the configured secure site with the spec §7 query', async () => {
  const { adapter, messengerParameters } = setUp();
  await adapter.connectEmail('ada@example.com');
  const url = new URL(messengerParameters[0]?.url ?? '');
  expect(url.origin + url.pathname).toBe('http://127.0.0.1:3020/frame');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    projectId: 'foyer-demo-embedded',
    chainId: 'eip155:31337',
    rpcUrl: 'http://127.0.0.1:8545',
  });
});

test('email login: CONNECT_EMAIL then the OTP connects the account and records the login cache', async () => {
  const { adapter, store, frame, values, providers } = setUp();
  await expect(adapter.connectEmail('ada@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' });
  expect(selectActiveAccount(store.getState())).toBeUndefined();
  await adapter.connectOtp('123456');
  expect(frame.calls.map((call) => call.name)).toEqual(['CONNECT_EMAIL', 'CONNECT_OTP', 'GET_USER', 'GET_SMART_ACCOUNT_ENABLED_NETWORKS']);
  expect(frame.calls[1]?.payload).toEqual({ otp: '123456' });
  expect(selectActiveAccount(store.getState())?.caipAddress).toBe(`eip155:31337:${ADDRESS}`);
  expect(store.getState().connection.activeConnectorIds.eip155).toBe('AUTH');
  expect(providers.get('AUTH')).toBe(adapter.getProvider('AUTH'));
  expect(values.get(AUTH_STORAGE_KEYS.loginUsed)).toBe(true);
  expect(values.get(AUTH_STORAGE_KEYS.email)).toBe('ada@example.com');
  expect(values.get(AUTH_STORAGE_KEYS.lastUsedChain)).toBe('eip155:31337');
  expect(adapter.getEmail()).toBe('ada@example.com');
});

describe('the email cooldown', () => {
  it('blocks a second login within 30 s with the seconds left, without asking the frame', async () => {
    const { adapter, frame, advance } = setUp();
    await adapter.connectEmail('ada@example.com');
    advance(10_000);
    await expect(adapter.connectEmail('ada@example.com')).rejects.toMatchObject({
      shortMessage: 'Please try again after 20 seconds',
    });
    expect(frame.calls.filter((call) => call.name === 'CONNECT_EMAIL')).toHaveLength(1);
    advance(EMAIL_LOGIN_COOLDOWN_MS - 10_000);
    await expect(adapter.connectEmail('ada@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' });
  });

  it('is not started by a login the frame refused', async () => {
    let refuse = true;
    const { adapter } = setUp({
      CONNECT_EMAIL: () => {
        if (refuse) throw new Error('frame down');
        return { action: 'VERIFY_OTP' };
      },
    });
    await expect(adapter.connectEmail('ada@example.com')).rejects.toThrow('frame down');
    refuse = false;
    await expect(adapter.connectEmail('ada@example.com')).resolves.toEqual({ action: 'VERIFY_OTP' });
  });

  it('survives a reload (kept in storage)', async () => {
    const first = setUp();
    await first.adapter.connectEmail('ada@example.com');
    const second = setUp({}, 1_000_000 + 5_000);
    second.values.set(AUTH_STORAGE_KEYS.lastEmailLoginTime, first.values.get(AUTH_STORAGE_KEYS.lastEmailLoginTime));
    await expect(second.adapter.connectEmail('ada@example.com')).rejects.toMatchObject({
      shortMessage: 'Please try again after 25 seconds',
    });
  });
});

describe('restore', () => {
  it('does nothing without the login-used flag', async () => {
    const { adapter, frame } = setUp();
    await expect(adapter.restore('AUTH')).resolves.toBe(false);
    expect(frame.calls).toEqual([]);
  });

  it('reconnects from the frame session when the flag is set', async () => {
    const { adapter, values, store } = setUp();
    values.set(AUTH_STORAGE_KEYS.loginUsed, true);
    await expect(adapter.restore('AUTH')).resolves.toBe(true);
    expect(selectActiveAccount(store.getState())?.address).toBe(ADDRESS);
  });

  it('clears the cache when the frame has no session any more', async () => {
    const { adapter, values } = setUp({ IS_CONNECTED: () => ({ isConnected: false }) });
    values.set(AUTH_STORAGE_KEYS.loginUsed, true);
    values.set(AUTH_STORAGE_KEYS.email, 'ada@example.com');
    await expect(adapter.restore('AUTH')).resolves.toBe(false);
    expect([...values.keys()]).toEqual([]);
  });
});

describe('disconnect', () => {
  it('clears the login cache, signs out in the frame and forgets the account', async () => {
    const { adapter, values, store, frame, providers } = setUp();
    await adapter.connectEmail('ada@example.com');
    await adapter.connectOtp('123456');
    values.set(AUTH_STORAGE_KEYS.socialUsername, 'ada');
    values.set('unrelated', 1);
    const disconnected = jest.fn();
    (adapter.getProvider('AUTH') as Eip1193Provider).on('disconnect', disconnected);
    await adapter.disconnect('AUTH');
    expect([...values.keys()]).toEqual(['unrelated']);
    expect(frame.calls.at(-1)?.name).toBe('SIGN_OUT');
    expect(selectActiveAccount(store.getState())).toBeUndefined();
    expect(providers.has('AUTH')).toBe(false);
    expect(disconnected).toHaveBeenCalled();
  });

  it('proceeds after 3 s when the frame does not answer', async () => {
    jest.useFakeTimers();
    try {
      const { adapter } = setUp({ SIGN_OUT: () => new Promise(() => {}) });
      const done = jest.fn();
      void adapter.disconnect('AUTH').then(done);
      await jest.advanceTimersByTimeAsync(FRAME_SIGN_OUT_TIMEOUT_MS - 1);
      expect(done).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1);
      expect(done).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});

test('a theme change is synced to the frame', async () => {
  const { store, frame } = setUp();
  store.dispatch(themeModeChanged('dark'));
  await Promise.resolve();
  expect(frame.calls).toContainEqual({ name: 'SYNC_THEME', payload: { themeMode: 'dark', themeVariables: {} } });
});

test('the frame reporting the session gone disconnects the account', async () => {
  const { adapter, store, messengerParameters } = setUp();
  await adapter.connectEmail('ada@example.com');
  await adapter.connectOtp('123456');
  messengerParameters[0]?.onSessionUpdate?.({
    type: '@w3m-frame/SESSION_UPDATE',
    payload: { isConnected: false, reason: 'SESSION_EXPIRED' },
  });
  expect(selectActiveAccount(store.getState())).toBeUndefined();
});

test('a page origin off the allowed origins: Origin Not Allowed, and no frame is loaded', async () => {
  const { adapter, store, messengerParameters } = setUp();
  store.dispatch(allowedOriginsLoaded(['http://127.0.0.1:3100']));
  await expect(adapter.connectEmail('ada@example.com')).rejects.toMatchObject({ shortMessage: 'Origin Not Allowed' });
  expect(selectAlert(store.getState())?.code).toBe('ORIGIN_NOT_ALLOWED');
  expect(messengerParameters).toEqual([]);
});

test('alerts reported by the messenger reach the store', () => {
  const { store, messengerParameters, adapter } = setUp();
  void adapter.getFarcasterUri().catch(() => {});
  messengerParameters[0]?.onAlert('ORIGIN_NOT_ALLOWED');
  expect(selectAlert(store.getState())?.shortMessage).toBe('Origin Not Allowed');
});

describe('the e-mail change (review 2, N2)', () => {
  test('asks the frame with no payload while ApproveTransaction hosts it, keeps the new email and pops back', async () => {
    const seen: string[] = [];
    const { adapter, store, frame, values } = setUp({
      UPDATE_EMAIL: () => {
        seen.push(store.getState().router.history.at(-1)?.view ?? '');
        return { newEmail: 'new@example.com' };
      },
    });
    store.dispatch(routerReset({ view: 'Account' }));
    store.dispatch(modalOpened());
    store.dispatch(viewPushed({ view: 'UpdateEmailWallet' }));
    await expect(adapter.updateEmail()).resolves.toEqual({ newEmail: 'new@example.com' });
    expect(frame.calls).toEqual([{ name: 'UPDATE_EMAIL', payload: {} }]);
    expect(seen).toEqual(['ApproveTransaction']);
    expect(selectCurrentView(store.getState())).toBe('UpdateEmailWallet');
    expect(values.get(AUTH_STORAGE_KEYS.email)).toBe('new@example.com');
  });

  test("the frame's Cancel is a 4001 rejection; the stored email stays", async () => {
    const { adapter, values } = setUp({
      UPDATE_EMAIL: () => {
        throw new FrameRequestError({ message: 'User rejected the request.', frameCode: 'USER_REJECTED' });
      },
    });
    values.set(AUTH_STORAGE_KEYS.email, 'ada@example.com');
    await expect(adapter.updateEmail()).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' });
    expect(values.get(AUTH_STORAGE_KEYS.email)).toBe('ada@example.com');
  });
});
