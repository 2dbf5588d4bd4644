import { optionsConfigured, selectConnectors, selectHasInjectedConnector, servicesConfigured } from '@foyer/kernel';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { makeStore, type AppStore } from '../../store/makeStore.js';
import { announceWallet, createFakeProvider } from '../../test-utils/createFakeProvider.js';
import type { Logger } from '../../utils/createLogger.js';
import { startInjectedDiscovery } from './startInjectedDiscovery.js';

const cleanups: (() => void)[] = [];
afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  delete (window as { ethereum?: unknown }).ethereum;
});

function setup({ enableEIP6963 = true } = {}) {
  const logger: Logger & { warn: jest.Mock } = { enabled: true, warn: jest.fn(), error: jest.fn() };
  const store = makeStore({ extra: { logger } });
  store.dispatch(optionsConfigured({ ...store.getState().options, enableEIP6963 }));
  cleanups.push(() => store.dispose());
  const start = () => cleanups.push(store.dispatch(startInjectedDiscovery()));
  return { store, logger, start };
}

const announce = (...args: Parameters<typeof announceWallet>) => cleanups.push(announceWallet(...args));

test('a wallet that announced before the listener re-announces on request and is listed once', () => {
  const { store, start } = setup();
  const provider = createFakeProvider();
  announce(provider);
  start();
  announce(provider); // the same uuid and provider again
  expect(selectConnectors(store.getState())).toEqual([
    {
      id: 'com.example.wallet',
      type: 'ANNOUNCED',
      name: 'Example Wallet',
      chain: 'eip155',
      imageUrl: "data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg'/>",
      info: { uuid: '350670db-19fa-4704-a166-e52e178b59d2', name: 'Example Wallet', rdns: 'com.example.wallet' },
    },
  ]);
  expect(store.extra.connectors.get('com.example.wallet')).toBe(provider);
  expect(selectHasInjectedConnector(store.getState())).toBe(true);
});

test('a wallet announcing later is listed too', () => {
  const { store, start } = setup();
  start();
  announce(createFakeProvider(), { rdns: 'dev.foyer.wallet', name: 'Foyer Dev Wallet', uuid: '0b1c4c2e-8c4f-4d1e-9a55-4a9a2c0d6f11' });
  expect(selectConnectors(store.getState()).map((connector) => connector.id)).toEqual(['dev.foyer.wallet']);
});

test('an invalid announcement is ignored with a warning', () => {
  const { store, logger, start } = setup();
  start();
  announce(createFakeProvider(), { uuid: 'not-a-uuid' });
  window.dispatchEvent(new Event('eip6963:announceProvider'));
  expect(selectConnectors(store.getState())).toEqual([]);
  expect(logger.warn).toHaveBeenCalledTimes(2);
});

test('a second provider with the same uuid is flagged as a possible imitation and not listed', () => {
  const { store, logger, start } = setup();
  start();
  const original = createFakeProvider();
  announce(original);
  announce(createFakeProvider(), { rdns: 'com.imitation.wallet' });
  expect(selectConnectors(store.getState()).map((connector) => connector.id)).toEqual(['com.example.wallet']);
  expect(store.extra.connectors.get('com.example.wallet')).toBe(original);
  expect(logger.warn.mock.calls[0]?.[0]).toMatch(/imitation/);
});

test('the same rdns under another uuid keeps the first wallet', () => {
  const { store, logger, start } = setup();
  start();
  const first = createFakeProvider();
  announce(first);
  announce(createFakeProvider(), { uuid: '0b1c4c2e-8c4f-4d1e-9a55-4a9a2c0d6f11' });
  expect(selectConnectors(store.getState())).toHaveLength(1);
  expect(store.extra.connectors.get('com.example.wallet')).toBe(first);
  expect(logger.warn).toHaveBeenCalledTimes(1);
});

test('an https icon is not kept: the wallet is listed with a placeholder', () => {
  const { store, start } = setup();
  start();
  announce(createFakeProvider(), { icon: 'https://example.com/icon.png' });
  expect(selectConnectors(store.getState())[0]?.imageUrl).toBeUndefined();
});

test('100 announcements in one tick are all handled', () => {
  const { store, start } = setup();
  start();
  for (let index = 0; index < 100; index += 1) {
    const uuid = `350670db-19fa-4704-a166-${index.toString().padStart(12, '0')}`;
    announce(createFakeProvider(), { uuid, rdns: `com.wallet${index}.app`, name: `Wallet ${index}` });
  }
  expect(selectConnectors(store.getState())).toHaveLength(100);
});

describe('legacy window.ethereum', () => {
  test('is offered when no wallet announces, named from its flags', () => {
    const { store, start } = setup();
    (window as { ethereum?: unknown }).ethereum = Object.assign(createFakeProvider(), { isMetaMask: true });
    start();
    expect(selectConnectors(store.getState())).toEqual([{ id: 'injected', type: 'INJECTED', name: 'MetaMask', chain: 'eip155' }]);
  });

  test('is called "Browser Wallet" without known flags', () => {
    const { store, start } = setup();
    (window as { ethereum?: unknown }).ethereum = createFakeProvider();
    start();
    expect(selectConnectors(store.getState())[0]?.name).toBe('Browser Wallet');
  });

  test('is not offered when a wallet announces, and is removed when one announces later', () => {
    const { store, start } = setup();
    (window as { ethereum?: unknown }).ethereum = createFakeProvider();
    start();
    announce(createFakeProvider());
    expect(selectConnectors(store.getState()).map((connector) => connector.id)).toEqual(['com.example.wallet']);
  });

  test('is the only discovery when enableEIP6963 is false', () => {
    const { store, start } = setup({ enableEIP6963: false });
    (window as { ethereum?: unknown }).ethereum = createFakeProvider();
    announce(createFakeProvider());
    start();
    announce(createFakeProvider(), { uuid: '0b1c4c2e-8c4f-4d1e-9a55-4a9a2c0d6f11', rdns: 'com.other.wallet' });
    expect(selectConnectors(store.getState()).map((connector) => connector.id)).toEqual(['injected']);
  });
});

describe('catalogue matching', () => {
  const server = setupServer(
    http.get('https://catalogue.test/getWallets', () =>
      HttpResponse.json({
        count: 1,
        data: [
          {
            id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
            name: 'MetaMask',
            image_id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
            image_url: null,
            mobile_link: null,
            desktop_link: null,
            webapp_link: null,
            rdns: 'io.metamask',
            chains: ['eip155:1'],
            badge_type: null,
          },
        ],
      }),
    ),
  );
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => server.close());

  async function loadFirstPage(store: AppStore) {
    store.dispatch(servicesConfigured({ projectId: 'p', apiUrl: 'https://catalogue.test' }));
    // The services API as the page gets it: loaded and injected after the store was made.
    const { catalogueApi } = await store.loadServicesApi();
    const query = store.dispatch(catalogueApi.endpoints.getWalletsInfinite.initiate({}));
    await query;
    query.unsubscribe();
  }

  test('an announced wallet gets the catalogue id of the wallet with its rdns', async () => {
    const { store, start } = setup();
    start();
    announce(createFakeProvider(), { rdns: 'io.metamask', name: 'MetaMask' });
    announce(createFakeProvider(), { rdns: 'dev.foyer.wallet', name: 'Foyer Dev Wallet', uuid: '0b1c4c2e-8c4f-4d1e-9a55-4a9a2c0d6f11' });
    await loadFirstPage(store);
    const [metaMask, dev] = selectConnectors(store.getState());
    expect(metaMask?.explorerId).toBe('c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96');
    expect(dev?.explorerId).toBeUndefined();
  });

  test('a wallet announcing after the catalogue loaded is matched too', async () => {
    const { store, start } = setup();
    start();
    await loadFirstPage(store);
    announce(createFakeProvider(), { rdns: 'io.metamask', name: 'MetaMask' });
    expect(selectConnectors(store.getState())[0]?.explorerId).toBe(
      'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    );
  });
});
