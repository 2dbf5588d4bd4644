import { servicesApiModule } from './servicesApiModule.js';
import { makeStore } from './makeStore.js';

describe('the services API (RTK Query) is injected, not built in', () => {
  test('a new store has no services API state until its code loads', async () => {
    const store = makeStore();
    expect(store.getState().servicesApi).toBeUndefined();
    expect(store.injectedServicesApi()).toBeUndefined();

    const api = await store.loadServicesApi();

    expect(api).toBe(servicesApiModule);
    expect(store.injectedServicesApi()).toBe(servicesApiModule);
    expect(store.getState().servicesApi).toEqual(expect.objectContaining({ queries: {}, mutations: {} }));
    store.dispose();
  });

  test('loading and injecting again is a no-op: one reducer, one middleware', async () => {
    const store = makeStore();
    const injected = store.injectServicesApi(servicesApiModule);
    const state = store.getState().servicesApi;
    expect(await store.loadServicesApi()).toBe(injected);
    expect(store.injectServicesApi(servicesApiModule)).toBe(injected);
    expect(store.getState().servicesApi).toBe(state);
    store.dispose();
  });

  test('dispose drops the API cache once injected, and does nothing before', async () => {
    const before = makeStore();
    expect(() => before.dispose()).not.toThrow();
    const store = makeStore();
    const { catalogueApi } = store.injectServicesApi(servicesApiModule);
    // No project id: the query fails at once, without a request, and its entry stays cached.
    await store.dispatch(catalogueApi.endpoints.getAnalyticsConfig.initiate(undefined, { subscribe: false }));
    expect(Object.keys(store.getState().servicesApi?.queries ?? {})).toEqual(['getAnalyticsConfig(undefined)']);
    store.dispose();
    expect(store.getState().servicesApi?.queries).toEqual({});
  });
});

describe('given the browser goes offline and back online (fault F25)', () => {
  test("the services API hears it: online marks it online, and dispose removes the window's listeners", () => {
    const added = jest.spyOn(window, 'addEventListener');
    const removed = jest.spyOn(window, 'removeEventListener');
    const store = makeStore();
    const { servicesApi } = store.injectServicesApi(servicesApiModule);
    expect(servicesApi.reducerPath).toBe('servicesApi');
    window.dispatchEvent(new Event('offline'));
    expect(store.getState().servicesApi?.config.online).toBe(false);
    window.dispatchEvent(new Event('online'));
    expect(store.getState().servicesApi?.config.online).toBe(true);
    const online = added.mock.calls.filter(([type]) => type === 'online').map(([, listener]) => listener);
    expect(online).toHaveLength(1);
    store.dispose();
    expect(removed.mock.calls.some(([type, listener]) => type === 'online' && listener === online[0])).toBe(true);
    added.mockRestore();
    removed.mockRestore();
  });

  test('its queries refetch on reconnect (balances refresh once after going online)', () => {
    const store = makeStore();
    store.injectServicesApi(servicesApiModule);
    expect(store.getState().servicesApi?.config.refetchOnReconnect).toBe(true);
    store.dispose();
  });
});
