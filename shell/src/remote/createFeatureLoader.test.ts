/** @jest-environment node */
import { createSlice } from '@reduxjs/toolkit';
import {
  FEDERATION_SHARED,
  defineFeature,
  optionsConfigured,
  remoteConfigRequested,
  remoteConfigSettled,
  servicesConfigured,
  type ConnectorAdapter,
  type Features,
} from '@foyer/kernel';
import * as React from 'react';
import { makeStore } from '../store/makeStore.js';
import { createFeatureLoader } from './createFeatureLoader.js';
import { FeatureLoadError } from './FeatureLoadError.js';

// The Module Federation runtime is the boundary here: no remote entry is fetched in unit tests.
const instance = { registerRemotes: jest.fn(), loadRemote: jest.fn() };
const createInstance = jest.fn((_options: unknown) => instance);
jest.mock('@module-federation/runtime', () => ({ createInstance: (options: unknown) => createInstance(options) }));

type InstanceOptions = {
  name: string;
  remotes: { name: string; entry: string }[];
  shared: Record<string, { lib: () => unknown; shareConfig: { singleton: boolean } }>;
};

const receiveSlice = createSlice({ name: 'receive', initialState: { opened: 0 }, reducers: {} });
const setup = jest.fn(({ rootReducer }: { rootReducer: { inject: (slice: typeof receiveSlice) => unknown } }) => {
  rootReducer.inject(receiveSlice);
});
const manifest = defineFeature({ id: 'receive', views: { WalletReceive: () => null }, setup });

beforeEach(() => {
  jest.clearAllMocks();
  instance.loadRemote.mockResolvedValue({ default: manifest });
});

function setupStore(features: Features = { receive: true, send: false, swaps: false, email: false }, status = 'loaded' as const) {
  const store = makeStore();
  // WalletConnect off: these tests are about feature remotes (adapter remotes are tested below).
  store.dispatch(servicesConfigured({ remotesUrl: 'http://127.0.0.1:3010/remotes' }));
  store.dispatch(optionsConfigured({ ...store.getState().options, enableWalletConnect: false }));
  store.dispatch(remoteConfigSettled({ status, features }));
  return store;
}

test('creates the runtime with only the enabled features registered, and every shared singleton provided', async () => {
  const store = setupStore({ receive: true, activity: true, send: false, email: false, socials: false });
  await createFeatureLoader({ store }).load('receive');
  expect(createInstance).toHaveBeenCalledTimes(1);
  const options = createInstance.mock.calls[0]?.[0] as InstanceOptions;
  expect(options.remotes).toEqual([
    { name: 'foyer_receive', entry: 'http://127.0.0.1:3010/remotes/receive/remoteEntry.js' },
    { name: 'foyer_activity', entry: 'http://127.0.0.1:3010/remotes/activity/remoteEntry.js' },
  ]);
  for (const specifier of FEDERATION_SHARED) {
    expect(options.shared[specifier]?.shareConfig.singleton).toBe(true);
  }
  // The host's own instance (compared by member: CommonJS interop wraps namespaces per module).
  expect((options.shared['react']?.lib() as typeof React).useState).toBe(React.useState);
  expect(instance.loadRemote).toHaveBeenCalledWith('foyer_receive/feature');
});

describe('given a disabled feature', () => {
  test('is never registered and its remote entry never requested', async () => {
    const store = setupStore({ receive: true, send: false });
    const loader = createFeatureLoader({ store });
    await expect(loader.load('send')).rejects.toMatchObject({ name: 'FeatureLoadError', reason: 'disabled' });
    expect(createInstance).not.toHaveBeenCalled();
    await loader.load('receive');
    const options = createInstance.mock.calls[0]?.[0] as InstanceOptions;
    expect(options.remotes.map((remote) => remote.name)).toEqual(['foyer_receive']);
    expect(instance.registerRemotes).not.toHaveBeenCalled();
    expect(instance.loadRemote).not.toHaveBeenCalledWith('foyer_send/feature');
  });

  test('basic mode enables no remote at all', async () => {
    const store = setupStore({ receive: false, email: false }, 'basic' as never);
    await expect(createFeatureLoader({ store }).load('email')).rejects.toBeInstanceOf(FeatureLoadError);
    expect(createInstance).not.toHaveBeenCalled();
  });
});

test('runs setup once, which injects the feature slice', async () => {
  const store = setupStore();
  const loader = createFeatureLoader({ store });
  const [first, second] = await Promise.all([loader.load('receive'), loader.load('receive')]);
  await loader.load('receive');
  expect(first.manifest).toBe(manifest);
  expect(second.manifest).toBe(manifest);
  expect(instance.loadRemote).toHaveBeenCalledTimes(1);
  expect(setup).toHaveBeenCalledTimes(1);
  expect(setup.mock.calls[0]?.[0]).toMatchObject({ store, rootReducer: store.rootReducer });
  expect((store.getState() as { receive?: unknown }).receive).toEqual({ opened: 0 });
});

test('a failed load is not cached: the retry registers the remote again (force) and refetches', async () => {
  const store = setupStore();
  const loader = createFeatureLoader({ store });
  instance.loadRemote.mockRejectedValueOnce(new Error('[ Federation Runtime ]: #RUNTIME-008'));
  const failure = loader.load('receive');
  await expect(failure).rejects.toMatchObject({ code: 'FEATURE_LOAD_FAILED', reason: 'load-failed', shortMessage: 'Something went wrong' });
  await expect(loader.load('receive').then((loaded) => loaded.manifest)).resolves.toBe(manifest);
  expect(instance.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'foyer_receive', entry: 'http://127.0.0.1:3010/remotes/receive/remoteEntry.js' }],
    { force: true },
  );
  expect(instance.loadRemote).toHaveBeenCalledTimes(2);
  expect(setup).toHaveBeenCalledTimes(1);
});

test('a feature enabled after the runtime was created is registered on its first load', async () => {
  const store = setupStore({ receive: true, activity: false });
  const loader = createFeatureLoader({ store });
  await loader.load('receive');
  store.dispatch(remoteConfigSettled({ status: 'loaded', features: { receive: true, activity: true } }));
  instance.loadRemote.mockResolvedValueOnce({ default: defineFeature({ id: 'activity', views: {} }) });
  await loader.load('activity');
  expect(instance.registerRemotes).toHaveBeenCalledWith(
    [{ name: 'foyer_activity', entry: 'http://127.0.0.1:3010/remotes/activity/remoteEntry.js' }],
    { force: false },
  );
});

test('a module without a manifest for the feature is rejected', async () => {
  const store = setupStore();
  instance.loadRemote.mockResolvedValueOnce({ default: { id: 'send', views: {} } });
  await expect(createFeatureLoader({ store }).load('receive')).rejects.toMatchObject({ reason: 'invalid-manifest' });
});

test('waits for the remote config before deciding what is enabled', async () => {
  const store = makeStore();
  store.dispatch(remoteConfigRequested());
  const pending = createFeatureLoader({ store }).load('receive');
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(createInstance).not.toHaveBeenCalled();
  store.dispatch(remoteConfigSettled({ status: 'loaded', features: { receive: true } }));
  await expect(pending.then((loaded) => loaded.manifest)).resolves.toBe(manifest);
});

describe('adapter remotes', () => {
  const bridge = {
    providers: { get: jest.fn(), set: jest.fn(), delete: jest.fn(), setWatcher: jest.fn() },
    storage: { get: jest.fn(), set: jest.fn(), remove: jest.fn() },
    logger: { warn: jest.fn(), error: jest.fn() },
    isMobile: () => false,
    signMessage: jest.fn(),
    sendTransaction: jest.fn(),
  };

  test('setup gets the shell bridge, and what it resolves to is the remote API (also handed to its views)', async () => {
    const store = makeStore();
    store.dispatch(servicesConfigured({ remotesUrl: 'http://127.0.0.1:3010/remotes' }));
    store.dispatch(optionsConfigured({ ...store.getState().options, enableWalletConnect: true }));
    store.dispatch(remoteConfigSettled({ status: 'loaded', features: { receive: false } }));
    const api: ConnectorAdapter = { connect: jest.fn(), restore: jest.fn(), disconnect: jest.fn(), getProvider: jest.fn() };
    const adapterSetup = jest.fn(async ({ shell }: { shell: { providers: unknown; loadRemoteApi: unknown } }) => {
      expect(shell.providers).toBe(bridge.providers);
      expect(typeof shell.loadRemoteApi).toBe('function');
      return api;
    });
    instance.loadRemote.mockResolvedValueOnce({ default: defineFeature({ id: 'walletconnect', views: { ConnectingWalletConnect: () => null, ConnectingWalletConnectBasic: () => null }, setup: adapterSetup }) });
    const loader = createFeatureLoader({ store, bridge });
    await expect(loader.loadApi('walletconnect')).resolves.toBe(api);
    await expect(loader.loadApi('walletconnect')).resolves.toBe(api);
    expect((await loader.load('walletconnect')).api).toBe(api);
    expect(adapterSetup).toHaveBeenCalledTimes(1);
    const options = createInstance.mock.calls[0]?.[0] as InstanceOptions;
    expect(options.remotes.map((remote) => remote.name)).toEqual(['foyer_walletconnect']);
  });

  test.each([
    ['walletconnect with enableWalletConnect off', 'walletconnect', { enableWalletConnect: false }, {}],
    ['solana without a Solana network', 'solana', { enableWalletConnect: false }, {}],
    ['auth without email or socials', 'auth', { enableWalletConnect: false }, { email: false, socials: false }],
    ['auth when pay is on', 'auth', { enableWalletConnect: false }, { email: true, pay: true }],
  ] as const)('%s is disabled and never requested', async (_case, id, options, features) => {
    const store = makeStore();
    store.dispatch(optionsConfigured({ ...store.getState().options, ...options }));
    store.dispatch(remoteConfigSettled({ status: 'loaded', features }));
    await expect(createFeatureLoader({ store, bridge }).loadApi(id)).rejects.toMatchObject({ reason: 'disabled' });
    expect(createInstance).not.toHaveBeenCalled();
  });
});
