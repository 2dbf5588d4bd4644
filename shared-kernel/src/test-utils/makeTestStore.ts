import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { catalogueApi } from '../api/catalogueApi.js';
import { chainApi } from '../api/chainApi.js';
import { servicesConfigured, servicesSlice, type ServicesState } from '../api/servicesSlice.js';

export const TEST_API_URL = 'http://api.test';

/** A fresh store with the kernel's services slice and both APIs, configured for tests. */
export function makeTestStore(services: Partial<ServicesState> = {}) {
  const store = configureStore({
    reducer: combineSlices(servicesSlice, catalogueApi, chainApi),
    middleware: (getDefaultMiddleware) => getDefaultMiddleware().concat(catalogueApi.middleware, chainApi.middleware),
  });
  store.dispatch(servicesConfigured({ projectId: 'test-project', apiUrl: TEST_API_URL, ...services }));
  return store;
}

export type TestStore = ReturnType<typeof makeTestStore>;
