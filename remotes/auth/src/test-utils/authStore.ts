import type { MakeTestStoreParameters } from '@foyer/kernel/test';
import { authSlice } from '../authSlice';

/** The test store the auth remote runs in (`makeTestStore(AUTH_STORE)`): its slice injected, as its setup does, and the embedded demo project. */
export const AUTH_STORE: MakeTestStoreParameters = {
  slices: [authSlice],
  services: { projectId: 'foyer-demo-embedded' },
};
