/** @jest-environment node */
import { foyerDevChain, mainnet, solana, type SIWEConfig, type SIWXConfig } from '@foyer/kernel';
// The package entry, as a server imports it.
import { createFoyer, getFoyer, type Foyer } from './index.js';

// Server-side rendering: no window, no document, no fetch allowed.
const fetchSpy = jest.fn();
const created: Foyer[] = [];
beforeAll(() => {
  globalThis.fetch = fetchSpy as unknown as typeof fetch;
});
afterEach(() => created.splice(0).forEach((foyer) => foyer.destroy()));

function create(options: Parameters<typeof createFoyer>[0]) {
  const foyer = createFoyer({ debug: false, ...options });
  created.push(foyer);
  return foyer;
}

test('works without window: builds the store and touches no browser API or network', async () => {
  expect(typeof window).toBe('undefined');
  const foyer = create({ projectId: 'foyer-demo', networks: [foyerDevChain, mainnet], apiUrl: 'http://127.0.0.1:4000/' });
  expect(getFoyer()).toBe(foyer);
  const state = foyer.store.getState();
  // Every endpoint resolved once, into the services slice (the project id's one home too).
  expect(state.services).toMatchObject({
    projectId: 'foyer-demo',
    apiUrl: 'http://127.0.0.1:4000',
    remotesUrl: 'http://127.0.0.1:4000/remotes',
    rpcProxyUrl: 'http://127.0.0.1:4000/v1/',
    relayUrl: 'ws://127.0.0.1:3030',
    secureSiteUrl: 'http://127.0.0.1:3020',
  });
  expect(state.options).not.toHaveProperty('projectId');
  expect(state.options).toMatchObject({
    enableEIP6963: true,
    enableReconnect: true,
    basic: false,
    cspNonce: null,
    remoteConfigStatus: 'idle',
  });
  expect(foyer.getState()).toEqual({ open: false, loading: false, selectedNetworkId: 'eip155:31337', initialized: false });
  expect(foyer.getAccount()).toEqual({ address: undefined, caipAddress: undefined, isConnected: false, status: 'disconnected' });
  expect(foyer.getCaipNetwork()).toBe(foyerDevChain);
  await foyer.open();
  expect(foyer.getState().open).toBe(true);
  expect(fetchSpy).not.toHaveBeenCalled();
});

test('cspNonce reaches the options state, for the style fallback', () => {
  expect(create({ projectId: 'p', cspNonce: ' r4nd0m ' }).store.getState().options.cspNonce).toBe('r4nd0m');
});

test('siweConfig together with siwx throws the catalogue error', () => {
  // Checked before anything else: even configs that lack their methods conflict.
  expect(() => create({ projectId: 'p', siweConfig: {} as SIWEConfig, siwx: {} as SIWXConfig })).toThrow(
    expect.objectContaining({ code: 'SIWX_CONFIG_CONFLICT', shortMessage: 'Cannot set both `siweConfig` and `siwx` options' }),
  );
});

test.each([
  [{ projectId: 42 }, 'Expected string, received number'],
  [{ projectId: 'p', networks: [] }, 'Required'],
  [{ projectId: 'p', networks: [{ name: 'x', caipNetworkId: 'nope' }] }, 'Expected CAIP-2 network id, received nope'],
  [{ projectId: 'p', enableReconnect: 'yes' }, 'Expected boolean, received string'],
  [{ projectId: 'p', excludeWalletIds: 'io.metamask' }, 'Expected array, received string'],
  [{ projectId: 'p', apiUrl: 'not a url' }, 'Expected https URL (http only on loopback), received "not a url"'],
  // M6: remote code and the relay over plain http/ws would be open to injection on the path.
  [{ projectId: 'p', apiUrl: 'http://api.example.com' }, 'Expected https URL (http only on loopback), received "http://api.example.com"'],
  [{ projectId: 'p', remotesUrl: 'http://cdn.example.com/remotes' }, 'Expected https URL (http only on loopback), received "http://cdn.example.com/remotes"'],
  [{ projectId: 'p', secureSiteUrl: 'javascript:alert(1)' }, 'Expected https URL (http only on loopback), received "javascript:alert(1)"'],
  [{ projectId: 'p', relayUrl: 'ws://relay.example.com' }, 'Expected wss URL (ws only on loopback), received "ws://relay.example.com"'],
  [{ projectId: 'p', themeMode: 'blue' }, "Expected 'light' | 'dark', received blue"],
  [{ projectId: 'p', cspNonce: 42 }, 'Expected string, received number'],
  [{ projectId: 'p', siwx: { createMessage: async () => ({}) } }, 'Expected function, received undefined'],
  [{ projectId: 'p', siweConfig: 'yes' }, 'Expected object, received string'],
])('invalid options %p throw %p', (options, message) => {
  expect(() => create(options as never)).toThrow(expect.objectContaining({ shortMessage: message }));
});

test('https / wss endpoints anywhere and http / ws on loopback are accepted', () => {
  const foyer = create({
    projectId: 'p',
    apiUrl: 'https://api.example.com',
    remotesUrl: 'http://localhost:8080/remotes',
    secureSiteUrl: 'https://wallet.example.com',
    relayUrl: 'wss://relay.example.com',
  });
  expect(foyer.store.getState().services).toMatchObject({ apiUrl: 'https://api.example.com' });
});

test('a defaultNetwork outside networks falls back to the first network and raises Network Not Found', () => {
  const foyer = create({ projectId: 'p', networks: [foyerDevChain], defaultNetwork: solana });
  expect(foyer.getState().selectedNetworkId).toBe('eip155:31337');
  expect(foyer.store.getState().alert.current?.shortMessage).toBe('Network Not Found');
});

test('defaultNetwork selects the network before connecting', () => {
  const foyer = create({ projectId: 'p', networks: [foyerDevChain, mainnet], defaultNetwork: mainnet });
  expect(foyer.getState().selectedNetworkId).toBe('eip155:1');
});

test('a second createFoyer replaces (and destroys) the first', () => {
  const first = create({ projectId: 'p' });
  const second = create({ projectId: 'p' });
  expect(getFoyer()).toBe(second);
  first.destroy();
  expect(getFoyer()).toBe(second);
});

test('subscribeState reports changes only', () => {
  const foyer = create({ projectId: 'p' });
  const listener = jest.fn();
  const unsubscribe = foyer.subscribeState(listener);
  void foyer.open();
  foyer.store.dispatch({ type: 'unrelated' });
  foyer.close();
  unsubscribe();
  void foyer.open();
  expect(listener.mock.calls.map(([state]) => state.open)).toEqual([true, false]);
});

test("setThemeMode switches the modal's theme (AppKit's shape); anything but light or dark changes nothing", () => {
  const foyer = create({ projectId: 'p', themeMode: 'light' });
  foyer.setThemeMode('dark');
  expect(foyer.store.getState().options.themeMode).toBe('dark');
  foyer.setThemeMode('sepia' as never);
  expect(foyer.store.getState().options.themeMode).toBe('dark');
  foyer.setThemeMode('light');
  expect(foyer.store.getState().options.themeMode).toBe('light');
});
