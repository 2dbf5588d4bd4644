import { STORAGE_PREFIX, foyerDevChain } from '@foyer/kernel';
import { act, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { createFoyer } from './createFoyer.js';
import type { Foyer } from './Foyer.js';
import type { FoyerOptions } from './FoyerOptions.js';
import { announceWallet, createFakeProvider } from './test-utils/createFakeProvider.js';

const API = 'https://catalogue.test';
const requests: string[] = [];
const server = setupServer(
  http.get(`${API}/appkit/v1/config`, () =>
    HttpResponse.json({ projectId: 'foyer-demo', features: [{ id: 'receive', isEnabled: true, config: null }] }),
  ),
  http.get(`${API}/projects/v1/origins`, () => HttpResponse.json({ allowedOrigins: [] })),
  http.get(`${API}/getWallets`, () => HttpResponse.json({ count: 0, data: [] })),
);
const cleanups: (() => void)[] = [];

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => server.events.on('request:start', ({ request }) => requests.push(new URL(request.url).pathname)));
afterEach(async () => {
  // Destroying unmounts the modal's React root.
  await act(async () => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });
  server.events.removeAllListeners();
  requests.splice(0);
  localStorage.clear();
  document.body.replaceChildren();
});
afterAll(() => server.close());

function create(options: Partial<FoyerOptions> = {}): Foyer {
  const foyer = createFoyer({ projectId: 'foyer-demo', apiUrl: API, networks: [foyerDevChain], debug: false, ...options });
  cleanups.push(() => foyer.destroy());
  return foyer;
}

test('starts: discovers wallets, loads the remote config, prefetches the first wallets page, then is initialized', async () => {
  cleanups.push(announceWallet(createFakeProvider(), { rdns: 'dev.foyer.wallet', name: 'Foyer Dev Wallet' }));
  const foyer = create();
  // WalletConnect is listed (enableWalletConnect defaults on) without loading its remote.
  expect(foyer.store.getState().connectors.connectors.map((connector) => connector.id)).toEqual(['walletConnect', 'dev.foyer.wallet']);
  await waitFor(() => expect(foyer.getState().initialized).toBe(true));
  expect(foyer.store.getState().options.features.receive).toBe(true);
  await waitFor(() => expect(requests).toContain('/getWallets'));
  expect(requests.filter((path) => path === '/getWallets')).toHaveLength(1);
});

test('reconnects on reload when the stored wallet still authorizes the page', async () => {
  localStorage.setItem(`${STORAGE_PREFIX}connectedConnectorId`, '"dev.foyer.wallet"');
  const provider = createFakeProvider({ authorized: true });
  cleanups.push(announceWallet(provider, { rdns: 'dev.foyer.wallet', name: 'Foyer Dev Wallet' }));
  const foyer = create();
  expect(foyer.getAccount().status).toBe('connecting');
  await waitFor(() => expect(foyer.getAccount().isConnected).toBe(true));
  expect(foyer.getAccount().address).toBe('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
  expect(foyer.getWalletProvider()).toBe(provider);
  expect(foyer.getWalletProvider('solana')).toBeUndefined();
});

test('restores the recent wallets', () => {
  localStorage.setItem(`${STORAGE_PREFIX}recentWallets`, JSON.stringify(['a', 'b', 'c', 4]));
  const foyer = create();
  expect(foyer.store.getState().connection.recentWalletIds).toEqual(['a', 'b']);
});

test('basic mode requests no remote config', async () => {
  const foyer = create({ basic: true });
  await waitFor(() => expect(foyer.getState().initialized).toBe(true));
  expect(requests).not.toContain('/appkit/v1/config');
  expect(requests).not.toContain('/projects/v1/origins');
});

test('open() mounts the modal in <foyer-modal> on document.body, on the Connect view', async () => {
  const foyer = create();
  await act(() => foyer.open());
  const element = document.body.querySelector('foyer-modal');
  expect(element?.shadowRoot).toBeTruthy();
  await waitFor(() => expect(element?.shadowRoot?.querySelector('[data-testid="view-Connect"]')).toBeTruthy());
  act(() => foyer.close());
  expect(foyer.getState().open).toBe(false);
});

test('destroy() stops wallet discovery', () => {
  const foyer = create();
  foyer.destroy();
  cleanups.push(announceWallet(createFakeProvider()));
  expect(foyer.store.getState().connectors.connectors.map((connector) => connector.id)).toEqual(['walletConnect']);
});

describe('analytics (issue 8): off unless the host opts in', () => {
  test('without features.analytics the widget never asks for the analytics config nor posts /e', async () => {
    const foyer = create();
    await waitFor(() => expect(foyer.getState().initialized).toBe(true));
    await act(async () => {
      await foyer.open();
    });
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 50));
    });
    expect(requests).not.toContain('/getAnalyticsConfig');
    expect(requests).not.toContain('/e');
  });

  test('with features: { analytics: true } it asks the project whether analytics is on', async () => {
    server.use(http.get(`${API}/getAnalyticsConfig`, () => HttpResponse.json({ isAnalyticsEnabled: false })));
    const foyer = create({ features: { analytics: true } });
    await waitFor(() => expect(requests).toContain('/getAnalyticsConfig'));
    await act(async () => {
      await foyer.open();
    });
    expect(requests).not.toContain('/e');
  });
});

test('a malformed project config (features: [null]) still initializes, says Server Error, and the modal opens', async () => {
  server.use(http.get(`${API}/appkit/v1/config`, () => HttpResponse.json({ projectId: 'foyer-demo', features: [null] })));
  const foyer = create();
  await waitFor(() => expect(foyer.getState().initialized).toBe(true));
  expect(foyer.store.getState().options.remoteConfigStatus).toBe('failed');
  expect(foyer.store.getState().alert.current?.longMessage).toBe('Failed to get the app configuration. Expected object, received null');
  await act(async () => {
    await foyer.open();
  });
  const modal = document.querySelector('foyer-modal');
  await waitFor(() => expect(modal?.shadowRoot?.querySelector('[data-testid="view-Connect"]')).toBeTruthy());
});
