import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { setWalletConnectRuntime } from '../walletConnectRuntime';
import type { TestStore } from './makeStore';

/** Renders a pairing view as the shell does (inside the store's Provider), with a recording runtime. */
export function renderView(ui: ReactElement, store: TestStore, { isMobile = false, sessionActive = false } = {}) {
  const release = jest.fn();
  const adapter = {
    holdPairing: jest.fn(() => release),
    retry: jest.fn(),
    // A provider exists only while a WalletConnect session does.
    getProvider: jest.fn(() => (sessionActive ? {} : undefined)),
  };
  setWalletConnectRuntime({ adapter, isMobile: () => isMobile });
  return { ...render(<Provider store={store}>{ui}</Provider>), adapter, release };
}
