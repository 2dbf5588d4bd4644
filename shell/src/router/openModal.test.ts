/** @jest-environment node */
import {
  MODAL_SHAKE_MS,
  accountConnected,
  foyerDevChain,
  optionsConfigured,
  type CaipNetwork,
  selectCurrentRoute,
  selectCurrentView,
  selectModal,
  signInRequiredChanged,
  solana,
  viewPushed,
} from '@foyer/kernel';
import { makeStore } from '../store/makeStore.js';
import { closeModal } from './closeModal.js';
import { goBack } from './goBack.js';
import { openModal } from './openModal.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function setup({ mobile = false, networks = [foyerDevChain] as CaipNetwork[] } = {}) {
  const store = makeStore({ extra: { isMobile: () => mobile } });
  const { options } = store.getState();
  store.dispatch(optionsConfigured({ ...options, networks }));
  return store;
}

describe('opening rules', () => {
  test('opens on Connect when no account is connected', () => {
    const store = setup();
    store.dispatch(openModal());
    expect(selectModal(store.getState()).open).toBe(true);
    expect(selectCurrentView(store.getState())).toBe('Connect');
  });

  test('opens on Account when an address is connected', () => {
    const store = setup();
    store.dispatch(accountConnected({ connectorId: 'com.example.wallet', caipAddress: `eip155:31337:${address}` }));
    store.dispatch(openModal());
    expect(selectCurrentView(store.getState())).toBe('Account');
  });

  test('opens on the view requested explicitly, with its data', () => {
    const store = setup();
    store.dispatch(openModal({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } }));
    expect(selectCurrentRoute(store.getState())).toEqual({ view: 'ConnectingExternal', data: { connectorId: 'io.metamask' } });
  });

  test('with no adapter and not connected: ConnectingWalletConnectBasic on desktop', () => {
    const store = setup({ networks: [solana] });
    store.dispatch(openModal());
    expect(selectCurrentView(store.getState())).toBe('ConnectingWalletConnectBasic');
  });

  test('with no adapter and not connected: AllWallets on mobile', () => {
    const store = setup({ networks: [solana], mobile: true });
    store.dispatch(openModal());
    expect(selectCurrentView(store.getState())).toBe('AllWallets');
  });

  test('opening again starts a new history', () => {
    const store = setup();
    store.dispatch(openModal());
    store.dispatch(viewPushed({ view: 'AllWallets' }));
    store.dispatch(openModal());
    expect(store.getState().router.history).toEqual([{ view: 'Connect' }]);
  });
});

describe('Back', () => {
  test('pops the history', () => {
    const store = setup();
    store.dispatch(openModal());
    store.dispatch(viewPushed({ view: 'AllWallets' }));
    store.dispatch(goBack());
    expect(selectCurrentView(store.getState())).toBe('Connect');
    expect(selectModal(store.getState()).open).toBe(true);
  });

  test('closes the modal at the first view', () => {
    const store = setup();
    store.dispatch(openModal({ view: 'AllWallets' }));
    store.dispatch(goBack());
    expect(selectModal(store.getState()).open).toBe(false);
    expect(selectCurrentView(store.getState())).toBe('Connect');
  });

  test('leaving ConnectingExternal resets the connecting state', () => {
    const store = setup();
    store.dispatch(openModal());
    store.dispatch(viewPushed({ view: 'ConnectingExternal', data: { connectorId: 'x.y' } }));
    store.dispatch({ type: 'connection/connectingStarted', payload: { connectorId: 'x.y' } });
    store.dispatch(goBack());
    expect(store.getState().connection.connecting.status).toBe('idle');
  });
});

describe('close', () => {
  test('closes and resets the history to Connect', () => {
    const store = setup();
    store.dispatch(openModal({ view: 'AllWallets' }));
    store.dispatch(viewPushed({ view: 'ConnectingExternal', data: { connectorId: 'x.y' } }));
    expect(store.dispatch(closeModal())).toBe(true);
    expect(selectModal(store.getState()).open).toBe(false);
    expect(store.getState().router.history).toEqual([{ view: 'Connect' }]);
  });

  describe('given sign-in is required', () => {
    beforeEach(() => jest.useFakeTimers());
    afterEach(() => jest.useRealTimers());

    test('close is refused and the modal shakes for MODAL_SHAKE_MS', async () => {
      const store = setup();
      store.dispatch(openModal());
      store.dispatch(signInRequiredChanged(true));
      expect(store.dispatch(closeModal())).toBe(false);
      expect(selectModal(store.getState())).toMatchObject({ open: true, shake: true, closeDisabled: true });
      await jest.advanceTimersByTimeAsync(MODAL_SHAKE_MS - 1);
      expect(selectModal(store.getState()).shake).toBe(true);
      await jest.advanceTimersByTimeAsync(1);
      expect(selectModal(store.getState()).shake).toBe(false);
      expect(selectModal(store.getState()).open).toBe(true);
    });

    test('Back at the first view does not close either', () => {
      const store = setup();
      store.dispatch(openModal());
      store.dispatch(signInRequiredChanged(true));
      store.dispatch(goBack());
      expect(selectModal(store.getState())).toMatchObject({ open: true, shake: true });
    });

    test('close works again once sign-in is no longer required', () => {
      const store = setup();
      store.dispatch(openModal());
      store.dispatch(signInRequiredChanged(true));
      store.dispatch(signInRequiredChanged(false));
      expect(store.dispatch(closeModal())).toBe(true);
    });
  });
});
