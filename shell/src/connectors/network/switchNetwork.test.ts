/** @jest-environment node */
import {
  ChainNotSupportedError,
  accountConnected,
  bsc,
  connectorAdded,
  foyerDevChain,
  mainnet,
  optionsConfigured,
  selectActiveAccount,
  selectActiveCaipNetworkId,
  selectAlert,
  solana,
  type CaipNetwork,
  type ConnectorAdapter,
  type Eip1193RequestArguments,
} from '@foyer/kernel';
import { makeStore } from '../../store/makeStore.js';
import { createFakeProvider, type FakeProvider } from '../../test-utils/createFakeProvider.js';
import { switchNetwork } from './switchNetwork.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

function setup({ networks = [foyerDevChain, mainnet] as CaipNetwork[], adapter }: { networks?: CaipNetwork[]; adapter?: Partial<ConnectorAdapter> } = {}) {
  const loadRemoteApi = jest.fn(async () => adapter as never);
  const store = makeStore({ extra: { loadRemoteApi } });
  store.dispatch(optionsConfigured({ ...store.getState().options, networks }));
  return { store, loadRemoteApi };
}

/** A connected injected wallet whose answers to some methods are scripted. */
function connectWallet(store: ReturnType<typeof setup>['store'], answers: Record<string, (args: Eip1193RequestArguments) => unknown> = {}) {
  const provider: FakeProvider = createFakeProvider();
  const request = provider.request.bind(provider);
  provider.request = async (args) => {
    const answer = answers[args.method];
    if (answer) {
      provider.requests.push(args);
      return answer(args);
    }
    return request(args);
  };
  store.extra.connectors.set('com.example.wallet', provider);
  store.dispatch(connectorAdded({ id: 'com.example.wallet', type: 'ANNOUNCED', name: 'Example Wallet', chain: 'eip155' }));
  store.dispatch(accountConnected({ connectorId: 'com.example.wallet', caipAddress: `eip155:31337:${address}` }));
  return provider;
}

const rpcError = (code: number, message: string) => Object.assign(new Error(message), { code });

test('a network that is not configured: the once-only alert and ChainNotSupportedError, nothing changes', async () => {
  const { store } = setup();
  const provider = connectWallet(store);
  await expect(store.dispatch(switchNetwork(bsc))).rejects.toBeInstanceOf(ChainNotSupportedError);
  expect(selectAlert(store.getState())?.shortMessage).toBe('Switch network not found');
  expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:31337');
  expect(provider.requests).toEqual([]);
});

test('without a wallet the network is just selected', async () => {
  const { store } = setup({ networks: [foyerDevChain, mainnet, solana] });
  await store.dispatch(switchNetwork(solana));
  expect(store.getState().connection).toMatchObject({ activeCaipNetworkId: solana.caipNetworkId, activeNamespace: 'solana' });
});

test('a connected EVM wallet is asked to switch (wallet_switchEthereumChain) and the account follows', async () => {
  const { store } = setup();
  const provider = connectWallet(store);
  await store.dispatch(switchNetwork(mainnet));
  expect(provider.requests).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }]);
  expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
  expect(selectActiveAccount(store.getState())?.caipAddress).toBe(`eip155:1:${address}`);
});

test('a chain the wallet does not know (4902) is added, then switched to', async () => {
  const { store } = setup();
  let known = false;
  const provider = connectWallet(store, {
    wallet_switchEthereumChain: () => {
      if (!known) throw rpcError(4902, 'Unrecognized chain ID');
      return null;
    },
    wallet_addEthereumChain: () => {
      known = true;
      return null;
    },
  });
  await store.dispatch(switchNetwork(mainnet));
  expect(provider.requests.map((item) => item.method)).toEqual([
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_switchEthereumChain',
  ]);
  expect(provider.requests[1]?.params).toEqual([
    {
      chainId: '0x1',
      chainName: mainnet.name,
      nativeCurrency: mainnet.nativeCurrency,
      rpcUrls: [...mainnet.rpcUrls.default.http],
      ...(mainnet.blockExplorers ? { blockExplorerUrls: [mainnet.blockExplorers.default.url] } : {}),
    },
  ]);
  expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
});

test('the user refuses (4001): the error comes back and the network stays', async () => {
  const { store } = setup();
  connectWallet(store, {
    wallet_switchEthereumChain: () => {
      throw rpcError(4001, 'User rejected the request.');
    },
  });
  await expect(store.dispatch(switchNetwork(mainnet))).rejects.toMatchObject({ code: 4001 });
  expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:31337');
});

test('a connector driven by an adapter remote is switched by its adapter', async () => {
  const switchAdapterNetwork = jest.fn(async (_connectorId: string, _network: CaipNetwork) => {});
  const { store, loadRemoteApi } = setup({ adapter: { switchNetwork: switchAdapterNetwork } });
  store.dispatch(connectorAdded({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155', remote: 'walletconnect' }));
  store.dispatch(accountConnected({ connectorId: 'walletConnect', caipAddress: `eip155:31337:${address}` }));
  await store.dispatch(switchNetwork(mainnet));
  expect(loadRemoteApi).toHaveBeenCalledWith('walletconnect');
  expect(switchAdapterNetwork).toHaveBeenCalledWith('walletConnect', mainnet);
  expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
});

test('an adapter failure rejects and the network stays', async () => {
  const { store } = setup({ adapter: { switchNetwork: async () => Promise.reject(rpcError(4001, 'User rejected')) } });
  store.dispatch(connectorAdded({ id: 'walletConnect', type: 'WALLET_CONNECT', name: 'WalletConnect', chain: 'eip155', remote: 'walletconnect' }));
  store.dispatch(accountConnected({ connectorId: 'walletConnect', caipAddress: `eip155:31337:${address}` }));
  await expect(store.dispatch(switchNetwork(mainnet))).rejects.toMatchObject({ code: 4001 });
  expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:31337');
});
