import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { attachReactHooks } from '@foyer/kernel';
import { setWalletConnectRuntime } from '../walletConnectRuntime';
import type { TestStore } from './makeStore';

/** Renders a pairing view as the shell does (inside the store's Provider), with a recording runtime. */
export function renderView(ui: ReactElement, store: TestStore, { isMobile = false, sessionActive = false } = {}) {
  // The shell's modal attaches the kernel API's React hooks before any remote view renders.
  attachReactHooks(reactHooksModule());
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
