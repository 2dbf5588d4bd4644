import { combineSlices, configureStore } from '@reduxjs/toolkit';
import { DEFAULT_ENDPOINTS, SDK_VERSION } from '../constants.js';
import { resolveEndpoints } from './resolveEndpoints.js';
import {
  selectApiUrl,
  selectProjectId,
  selectRelayUrl,
  selectRemotesUrl,
  selectSecureSiteUrl,
  selectServices,
  servicesConfigured,
  servicesSlice,
} from './servicesSlice.js';

const makeStore = () => configureStore({ reducer: combineSlices(servicesSlice) });

describe('servicesSlice', () => {
  test('initial state: the default endpoints, no project id', () => {
    expect(selectServices(makeStore().getState())).toEqual({
      projectId: null,
      sdkType: 'foyer',
      sdkVersion: `foyer-react-${SDK_VERSION}`,
      ...resolveEndpoints(),
    });
  });

  test('servicesConfigured merges a partial update', () => {
    const store = makeStore();
    store.dispatch(servicesConfigured({ projectId: 'foyer-demo' }));
    store.dispatch(servicesConfigured(resolveEndpoints({ apiUrl: 'https://api.example.com//', relayUrl: 'wss://relay.example.com' })));
    expect(selectProjectId(store.getState())).toBe('foyer-demo');
    expect(selectApiUrl(store.getState())).toBe('https://api.example.com');
    expect(selectRemotesUrl(store.getState())).toBe('https://api.example.com/remotes');
    expect(selectRelayUrl(store.getState())).toBe('wss://relay.example.com');
    expect(selectSecureSiteUrl(store.getState())).toBe(DEFAULT_ENDPOINTS.secureSite);
    expect(selectServices(store.getState()).sdkType).toBe('foyer');
  });

  test('a blank project id means none', () => {
    const store = makeStore();
    store.dispatch(servicesConfigured({ projectId: '  ' }));
    expect(selectProjectId(store.getState())).toBeNull();
    store.dispatch(servicesConfigured({ projectId: 'p' }));
    store.dispatch(servicesConfigured({ projectId: null }));
    expect(selectProjectId(store.getState())).toBeNull();
  });

  test('action type', () => {
    expect(servicesConfigured({}).type).toBe('services/servicesConfigured');
  });
});
