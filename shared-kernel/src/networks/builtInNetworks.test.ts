import { parseCaipNetworkId } from '../caip/parseCaipNetworkId.js';
import { InvalidCaipNetworkIdError } from '../errors/caip.js';
import { bitcoin, bitcoinTestnet } from './bitcoin.js';
import { bsc } from './bsc.js';
import { builtInNetworks } from './builtInNetworks.js';
import { defineNetwork } from './defineNetwork.js';
import { foyerDevChain } from './foyerDevChain.js';
import { mainnet } from './mainnet.js';
import { solana, solanaDevnet, solanaTestnet } from './solana.js';

describe('built-in networks (spec §3)', () => {
  test('CAIP-2 ids', () => {
    expect(builtInNetworks.map((network) => network.caipNetworkId)).toEqual([
      'eip155:1',
      'eip155:56',
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
      'solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
      'bip122:000000000019d6689c085ae165831e93',
      'bip122:000000000933ea01ad0ee984209779ba',
      'eip155:31337',
    ]);
  });

  test.each(builtInNetworks.map((network) => [network.name, network] as const))('%s is well formed', (_name, network) => {
    const parsed = parseCaipNetworkId(network.caipNetworkId);
    expect(parsed.chainNamespace).toBe(network.chainNamespace);
    expect(parsed.chainId).toBe(String(network.id));
    expect(network.rpcUrls.default.http.length).toBeGreaterThan(0);
    for (const url of network.rpcUrls.default.http) expect(new URL(url).protocol).toMatch(/^https?:$/);
    expect(network.nativeCurrency.decimals).toBeGreaterThan(0);
    expect(JSON.parse(JSON.stringify(network))).toEqual(network);
  });

  test('names, currencies and testnet flags', () => {
    expect(
      builtInNetworks.map(({ name, nativeCurrency, testnet }) => [name, nativeCurrency.symbol, nativeCurrency.decimals, testnet ?? false]),
    ).toEqual([
      ['Ethereum', 'ETH', 18, false],
      ['BNB Smart Chain', 'BNB', 18, false],
      ['Solana', 'SOL', 9, false],
      ['Solana Devnet', 'SOL', 9, true],
      ['Solana Testnet', 'SOL', 9, true],
      ['Bitcoin', 'BTC', 8, false],
      ['Bitcoin Testnet', 'BTC', 8, true],
      ['Foyer Dev Chain', 'ETH', 18, true],
    ]);
  });

  test('the dev chain points at the local node', () => {
    expect(foyerDevChain).toMatchObject({
      id: 31337,
      caipNetworkId: 'eip155:31337',
      rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
    });
  });

  test('named exports are the listed objects', () => {
    expect(builtInNetworks).toEqual([mainnet, bsc, solana, solanaDevnet, solanaTestnet, bitcoin, bitcoinTestnet, foyerDevChain]);
  });
});

describe('defineNetwork', () => {
  const base = {
    name: 'Base',
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: ['https://mainnet.base.org'] } },
  };

  test('derives the CAIP-2 id', () => {
    expect(defineNetwork({ ...base, id: 8453, chainNamespace: 'eip155' }).caipNetworkId).toBe('eip155:8453');
  });

  test('rejects an id that is not a valid reference', () => {
    expect(() => defineNetwork({ ...base, id: 'not:valid', chainNamespace: 'eip155' })).toThrow(InvalidCaipNetworkIdError);
    expect(() => defineNetwork({ ...base, id: 'abc', chainNamespace: 'eip155' })).toThrow(InvalidCaipNetworkIdError);
  });
});
