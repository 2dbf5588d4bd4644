import type { MakeTestStoreParameters } from '@foyer/kernel/test';
import { walletConnectSlice } from '../walletConnectSlice';

export const TEST_RELAY_URL = 'ws://127.0.0.1:42001';

/** The test store this remote runs in (`makeTestStore({ ...WALLETCONNECT_STORE, networks })`): its slice injected, as its setup does, the demo project and a test relay. */
export const WALLETCONNECT_STORE: MakeTestStoreParameters = {
  slices: [walletConnectSlice],
  services: { projectId: 'foyer-demo', relayUrl: TEST_RELAY_URL },
};
