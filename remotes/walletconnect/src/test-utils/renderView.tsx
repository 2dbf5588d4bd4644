import { renderWithStore, type TestStore } from '@foyer/kernel/test';
import type { ReactElement } from 'react';
import type { PairingApi } from '../WalletConnectApi';

/** Renders a pairing view as the shell does (inside the store's Provider, given its remote's API), with a recording API. */
export function renderView(view: (api: PairingApi) => ReactElement, store: TestStore, { isMobile = false, sessionActive = false } = {}) {
  const release = jest.fn();
  const adapter = {
    holdPairing: jest.fn(() => release),
    retry: jest.fn(),
    // A provider exists only while a WalletConnect session does.
    getProvider: jest.fn(() => (sessionActive ? {} : undefined)),
    isMobile: () => isMobile,
  };
  return { ...renderWithStore(view(adapter), { store }), adapter, release };
}
