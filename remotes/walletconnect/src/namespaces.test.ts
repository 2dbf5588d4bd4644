import { WALLET_CONNECT_METHODS, bitcoin, foyerDevChain, mainnet, resolveEndpoints, solana, type CaipNetwork } from '@foyer/kernel';
import { buildNamespaces, rpcProxyChainUrl } from './namespaces';

const API = 'http://127.0.0.1:3010';
const RPC_PROXY = resolveEndpoints({ apiUrl: API }).rpcProxyUrl;

test('one namespace per chain family, with its chains, methods, events and an RPC map to the services proxy', () => {
  const namespaces = buildNamespaces({ networks: [foyerDevChain, solana, mainnet, bitcoin], rpcProxyUrl: RPC_PROXY, projectId: 'foyer-demo' });
  expect(Object.keys(namespaces)).toEqual(['eip155', 'solana', 'bip122']);
  expect(namespaces.eip155).toEqual({
    chains: ['eip155:31337', 'eip155:1'],
    methods: [...WALLET_CONNECT_METHODS],
    events: ['chainChanged', 'accountsChanged'],
    rpcMap: {
      '31337': `${API}/v1/?chainId=eip155:31337&projectId=foyer-demo`,
      '1': `${API}/v1/?chainId=eip155:1&projectId=foyer-demo`,
    },
  });
  expect(namespaces.eip155?.methods).toHaveLength(23);
  expect(namespaces.solana?.chains).toEqual([solana.caipNetworkId]);
  expect(namespaces.solana?.methods).toContain('solana_signMessage');
  expect(namespaces.bip122?.events).toContain('bip122_addressesChanged');
  expect(namespaces.bip122?.methods).toEqual(['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses']);
});

test('polkadot and cosmos networks get their families too', () => {
  const polkadot = { ...mainnet, id: '91b171bb158e2d3848fa23a9f1c25182', caipNetworkId: 'polkadot:91b171bb158e2d3848fa23a9f1c25182', chainNamespace: 'polkadot' } as CaipNetwork;
  const cosmos = { ...mainnet, id: 'cosmoshub-4', caipNetworkId: 'cosmos:cosmoshub-4', chainNamespace: 'cosmos' } as CaipNetwork;
  const namespaces = buildNamespaces({ networks: [polkadot, cosmos], rpcProxyUrl: RPC_PROXY, projectId: 'p' });
  expect(namespaces.polkadot?.methods).toEqual(['polkadot_signMessage', 'polkadot_signTransaction']);
  expect(namespaces.cosmos?.chains).toEqual(['cosmos:cosmoshub-4']);
  expect(namespaces.cosmos?.rpcMap['cosmoshub-4']).toBe(`${API}/v1/?chainId=cosmos:cosmoshub-4&projectId=p`);
});

test('a network listed twice is requested once', () => {
  expect(buildNamespaces({ networks: [mainnet, mainnet], rpcProxyUrl: RPC_PROXY, projectId: 'p' }).eip155?.chains).toEqual(['eip155:1']);
});

test('every RPC URL stays on the services origin', () => {
  expect(rpcProxyChainUrl(RPC_PROXY, 'eip155:1', 'a b')).toBe(`${API}/v1/?chainId=eip155:1&projectId=a+b`);
  const namespaces = buildNamespaces({ networks: [foyerDevChain, mainnet, solana, bitcoin], rpcProxyUrl: RPC_PROXY, projectId: 'p' });
  for (const entry of Object.values(namespaces)) {
    for (const url of Object.values(entry.rpcMap)) expect(new URL(url).origin).toBe(API);
  }
});
