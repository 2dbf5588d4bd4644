import { TEST_API_URL, TEST_PROJECT_ID, catalogueHandlers, projectHandlers } from '@foyer/kernel/test';
import type { Foyer } from '@foyer/shell';
import * as wagmi3 from '@wagmi/core';
import * as wagmi2 from '@wagmi/core-v2';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { http as mswHttp, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { http, type Chain } from 'viem';
import { foundry, mainnet } from 'viem/chains';
import { foyer, type FoyerParameters } from './foyer.js';
import { FAKE_WALLET, announceFakeWallet, createFakeWallet, type FakeWallet } from './test-utils/createFakeWallet.js';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const server = setupServer(
  ...projectHandlers(),
  ...catalogueHandlers([]),
  // Balances, names and the rest of the services: nothing to show.
  mswHttp.all(`${TEST_API_URL}/*`, () => HttpResponse.json({ error: 'not found' }, { status: 404 })),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

const chains = [foundry, mainnet] as const satisfies readonly [Chain, ...Chain[]];
const transports = { [foundry.id]: http('http://127.0.0.1:1'), [mainnet.id]: http('http://127.0.0.1:1') };
const parameters: FoyerParameters = { options: { projectId: TEST_PROJECT_ID, apiUrl: TEST_API_URL, debug: false } };

// Each major's own `createConfig`, fully typed: `foyer()` must fit both. The actions are called the
// same way in both majors; the tests call them through wagmi 3's declarations.
const majors = [
  {
    name: 'wagmi 2',
    core: wagmi2 as unknown as typeof wagmi3,
    createConfig: () => wagmi2.createConfig({ chains, connectors: [foyer(parameters)], transports, multiInjectedProviderDiscovery: false }),
  },
  {
    name: 'wagmi 3',
    core: wagmi3,
    createConfig: () => wagmi3.createConfig({ chains, connectors: [foyer(parameters)], transports, multiInjectedProviderDiscovery: false }),
  },
];

describe.each(majors)('the Foyer connector with $name', ({ core, createConfig }) => {
  let wallet: FakeWallet;
  const cleanups: (() => void)[] = [];

  beforeEach(() => {
    wallet = createFakeWallet();
    cleanups.push(announceFakeWallet(wallet));
  });
  afterEach(async () => {
    await act(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) cleanup();
    });
    localStorage.clear();
    document.body.replaceChildren();
  });

  /** A page load: a wagmi config whose connector creates its Foyer instance (destroyed after the test). */
  function load() {
    const config = createConfig() as unknown as wagmi3.Config;
    const [connector] = config.connectors;
    if (!connector) throw new Error('no connector');
    const instance = (connector as unknown as { getFoyer(): Foyer }).getFoyer();
    cleanups.push(() => instance.destroy());
    return { config, connector, foyer: instance };
  }

  function walletRow(): HTMLElement | null {
    return document.querySelector('foyer-modal')?.shadowRoot?.querySelector<HTMLElement>(`[data-testid="wallet-${FAKE_WALLET.rdns}"]`) ?? null;
  }

  /** What the user does in the modal: picks the wallet on Connect. */
  async function pickWalletInModal() {
    await waitFor(() => expect(walletRow()).not.toBeNull(), { timeout: 5_000 });
    await act(async () => {
      fireEvent.click(walletRow() as HTMLElement);
    });
  }

  async function connectThroughWagmi(loaded: ReturnType<typeof load>) {
    const connecting = core.connect(loaded.config, { connector: loaded.connector });
    await pickWalletInModal();
    return connecting;
  }

  test('connect opens the Foyer modal and resolves with the wallet the user picks there', async () => {
    const loaded = load();
    const connecting = core.connect(loaded.config, { connector: loaded.connector });
    await waitFor(() => expect(loaded.foyer.getState().open).toBe(true));
    await pickWalletInModal();

    await expect(connecting).resolves.toEqual({ accounts: [ADDRESS], chainId: foundry.id });
    expect(core.getAccount(loaded.config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: foundry.id });
    expect(loaded.foyer.getAccount()).toMatchObject({ isConnected: true, address: ADDRESS });
    // The connector's provider forwards to the wallet Foyer connected.
    const provider = (await loaded.connector.getProvider()) as { request(args: { method: string }): Promise<unknown> };
    await expect(provider.request({ method: 'eth_accounts' })).resolves.toEqual([ADDRESS.toLowerCase()]);
    // The networks of the instance it created are wagmi's chains.
    expect(loaded.foyer.store.getState().options.networks.map((network) => network.caipNetworkId)).toEqual(['eip155:31337', 'eip155:1']);
  });

  test('closing the modal before a wallet connects rejects with UserRejectedRequestError (4001)', async () => {
    const loaded = load();
    const connecting = core.connect(loaded.config, { connector: loaded.connector });
    await waitFor(() => expect(loaded.foyer.getState().open).toBe(true));
    act(() => loaded.foyer.close());

    await expect(connecting).rejects.toMatchObject({ name: 'UserRejectedRequestError', code: 4001 });
    expect(core.getAccount(loaded.config).status).toBe('disconnected');
  });

  test('switchChain goes through Foyer: the wallet switches and wagmi follows', async () => {
    const loaded = load();
    await connectThroughWagmi(loaded);

    await expect(core.switchChain(loaded.config, { chainId: mainnet.id })).resolves.toMatchObject({ id: mainnet.id });
    expect(wallet.requests).toContainEqual({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] });
    expect(core.getAccount(loaded.config).chainId).toBe(mainnet.id);
    expect(loaded.foyer.getState().selectedNetworkId).toBe('eip155:1');
  });

  test('a switch the user refuses rejects with UserRejectedRequestError and keeps the chain', async () => {
    const loaded = load();
    await connectThroughWagmi(loaded);
    wallet.setRejecting(true);

    await expect(core.switchChain(loaded.config, { chainId: mainnet.id })).rejects.toMatchObject({ name: 'UserRejectedRequestError' });
    expect(core.getAccount(loaded.config).chainId).toBe(foundry.id);
  });

  test("the wallet's own events reach wagmi: chainChanged, accountsChanged, then its disconnect", async () => {
    const loaded = load();
    await connectThroughWagmi(loaded);

    act(() => wallet.emit('chainChanged', '0x1'));
    await waitFor(() => expect(core.getAccount(loaded.config).chainId).toBe(mainnet.id));
    act(() => wallet.emit('accountsChanged', [OTHER.toLowerCase()]));
    await waitFor(() => expect(core.getAccount(loaded.config).address).toBe(OTHER));
    act(() => wallet.emit('accountsChanged', []));
    await waitFor(() => expect(core.getAccount(loaded.config).status).toBe('disconnected'));
  });

  test('disconnect disconnects Foyer, and the next load does not reconnect', async () => {
    const loaded = load();
    await connectThroughWagmi(loaded);

    await core.disconnect(loaded.config);
    expect(core.getAccount(loaded.config).status).toBe('disconnected');
    expect(loaded.foyer.getAccount().isConnected).toBe(false);

    act(() => loaded.foyer.destroy());
    const next = load();
    await expect(core.reconnect(next.config)).resolves.toEqual([]);
    expect(core.getAccount(next.config).status).toBe('disconnected');
  });

  test("reconnect: the next load reconnects wagmi from Foyer's restored session", async () => {
    const first = load();
    await connectThroughWagmi(first);
    act(() => first.foyer.destroy());

    const next = load();
    const connections = await core.reconnect(next.config);
    expect(connections).toEqual([expect.objectContaining({ accounts: [ADDRESS], chainId: foundry.id })]);
    expect(core.getAccount(next.config)).toMatchObject({ status: 'connected', address: ADDRESS });
  });

  test("a wallet connected from Foyer's own modal shows up in wagmi", async () => {
    const loaded = load();
    await act(() => loaded.foyer.open());
    await pickWalletInModal();

    await waitFor(() => expect(core.getAccount(loaded.config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: foundry.id }));
  });
});
