import { createFakeWcProvider } from '../test-utils/fakeWcProvider';
import { createFakeShellBridge, makeTestStore } from '@foyer/kernel/test';
import { WALLETCONNECT_STORE } from '../test-utils/walletConnectStore';
import type { AdapterContext } from './AdapterContext';
import { createAdapterState } from './createAdapterState';
import { loadProvider } from './loadProvider';
import type { WcProvider } from './WcProvider';

function makeContext(): AdapterContext {
  const context: AdapterContext = {
    store: makeTestStore({ ...WALLETCONNECT_STORE, networks: [] }),
    shell: createFakeShellBridge(),
    state: createAdapterState(),
    loadProvider: () => Promise.reject(new Error('not used here')),
  };
  return context;
}

test('creates the provider once, from the store options, and listens for its URIs', async () => {
  const context = makeContext();
  const fake = createFakeWcProvider();
  const createProvider = jest.fn(async () => fake.provider as WcProvider);
  const [first, second] = await Promise.all([loadProvider(context, createProvider), loadProvider(context, createProvider)]);
  expect(first).toBe(fake.provider);
  expect(second).toBe(fake.provider);
  expect(createProvider).toHaveBeenCalledTimes(1);
  expect(createProvider).toHaveBeenCalledWith(expect.objectContaining({ projectId: 'foyer-demo', relayUrl: 'ws://127.0.0.1:42001' }));
  expect(fake.listenerCount('display_uri')).toBe(1);
});

test('a failed creation is not remembered: the next call tries again', async () => {
  const context = makeContext();
  const fake = createFakeWcProvider();
  const createProvider = jest
    .fn<Promise<WcProvider>, []>()
    .mockRejectedValueOnce(new Error('indexedDB unavailable'))
    .mockResolvedValueOnce(fake.provider);
  await expect(loadProvider(context, createProvider)).rejects.toThrow('indexedDB unavailable');
  expect(context.state.providerPromise).toBeUndefined();
  await expect(loadProvider(context, createProvider)).resolves.toBe(fake.provider);
  expect(createProvider).toHaveBeenCalledTimes(2);
});
