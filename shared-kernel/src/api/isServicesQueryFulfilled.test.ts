import type { UnknownAction } from '@reduxjs/toolkit';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeTestStore, TEST_API_URL } from '../test/index.js';
import { catalogueApi } from './catalogueApi.js';
import { isServicesQueryFulfilled } from './isServicesQueryFulfilled.js';

const server = setupServer(http.get(`${TEST_API_URL}/getWallets`, () => HttpResponse.json({ count: 0, data: [] })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

test('matches what the endpoints’ matchFulfilled match, plain and infinite, by name only', async () => {
  const store = makeTestStore();
  const actions: UnknownAction[] = [];
  store.listeners.startListening({ predicate: () => true, effect: (action) => void actions.push(action) });
  await store.dispatch(catalogueApi.endpoints.getWallets.initiate({ page: 1, entries: 4 }));
  await store.dispatch(catalogueApi.endpoints.getWalletsInfinite.initiate({}));

  const byEndpointMatcher = actions.filter(
    (action) => catalogueApi.endpoints.getWallets.matchFulfilled(action) || catalogueApi.endpoints.getWalletsInfinite.matchFulfilled(action),
  );
  expect(byEndpointMatcher).toHaveLength(2);
  expect(actions.filter((action) => isServicesQueryFulfilled(action, ['getWallets', 'getWalletsInfinite']))).toEqual(byEndpointMatcher);
  expect(actions.filter((action) => isServicesQueryFulfilled(action, ['getWallets']))).toEqual([byEndpointMatcher[0]]);
  expect(isServicesQueryFulfilled(undefined, ['getWallets'])).toBe(false);
});
