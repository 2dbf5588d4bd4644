import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { servicesApi } from '../api/servicesApi.js';
import { servicesConfigured, servicesSlice, type ServicesState } from '../api/servicesSlice.js';

export const TEST_API_URL = 'http://api.test';

/** A fresh store with the kernel's services slice and the services API (every feature's endpoints), configured for tests. */
export function makeTestStore(services: Partial<ServicesState> = {}) {
  const store = configureStore({
    reducer: combineSlices(servicesSlice, servicesApi),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(servicesApi.middleware),
  });
  store.dispatch(servicesConfigured({ projectId: 'test-project', apiUrl: TEST_API_URL, ...services }));
  return store;
}

export type TestStore = ReturnType<typeof makeTestStore>;
