import { makeTestStore } from '@foyer/kernel/test';
import {
  pairingExpired,
  pairingFailed,
  pairingReset,
  pairingStarted,
  pairingSucceeded,
  pairingUriReceived,
  selectPairing,
  walletConnectSlice,
} from './walletConnectSlice';

const makeStore = () => makeTestStore({ slices: [walletConnectSlice] });

test('reads the initial state before the slice is injected', () => {
  const store = makeTestStore();
  expect(selectPairing(store.getState())).toEqual({ status: 'idle', uri: null, expiresAt: null, expiredCount: 0 });
});

test('a pairing goes initializing -> pairing -> connected', () => {
  const store = makeStore();
  store.dispatch(pairingStarted());
  expect(selectPairing(store.getState()).status).toBe('initializing');
  store.dispatch(pairingUriReceived({ uri: 'wc:a@2', expiresAt: 10 }));
  expect(selectPairing(store.getState())).toMatchObject({ status: 'pairing', uri: 'wc:a@2', expiresAt: 10 });
  store.dispatch(pairingSucceeded());
  expect(selectPairing(store.getState()).status).toBe('connected');
});

test('an expired URI is counted and replaced by the next one', () => {
  const store = makeStore();
  store.dispatch(pairingStarted());
  store.dispatch(pairingUriReceived({ uri: 'wc:a@2', expiresAt: 10 }));
  store.dispatch(pairingExpired());
  // The refresh starts a new attempt: the expired state stays until the fresh URI arrives.
  store.dispatch(pairingStarted());
  expect(selectPairing(store.getState())).toMatchObject({ status: 'expired', uri: 'wc:a@2', expiredCount: 1 });
  store.dispatch(pairingUriReceived({ uri: 'wc:b@2', expiresAt: 20 }));
  expect(selectPairing(store.getState())).toMatchObject({ status: 'pairing', uri: 'wc:b@2', expiredCount: 1 });
});

test('a failure keeps its error until a retry starts', () => {
  const store = makeStore();
  store.dispatch(pairingStarted());
  store.dispatch(pairingFailed({ status: 'rejected', error: { code: 'CONNECTION_REJECTED', message: 'Connection rejected' } }));
  expect(selectPairing(store.getState())).toMatchObject({ status: 'rejected', error: { message: 'Connection rejected' } });
  store.dispatch(pairingStarted());
  expect(selectPairing(store.getState()).error).toBeUndefined();
});

test('a URI arriving after a reset is ignored', () => {
  const store = makeStore();
  store.dispatch(pairingStarted());
  store.dispatch(pairingReset());
  store.dispatch(pairingUriReceived({ uri: 'wc:late@2', expiresAt: 1 }));
  expect(selectPairing(store.getState()).status).toBe('idle');
});
