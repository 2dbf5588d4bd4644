import { foyerDevSolana } from '@foyer/kernel';
import { ConfigError } from '../errors/ConfigError.js';
import { createChainRegistry } from './createChainRegistry.js';

describe('createChainRegistry', () => {
  it('maps each eip155 chain to its RPC URL and native currency', () => {
    const registry = createChainRegistry({ 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:56': 'https://bsc.example' });
    expect(registry.get('eip155:31337')).toEqual({
      chainId: 'eip155:31337',
      namespace: 'eip155',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    });
    expect(registry.get('eip155:56')?.nativeCurrency.symbol).toBe('BNB');
  });

  it('serves the Solana dev network at solanaRpcUrl, and Solana chains given by id, in SOL', () => {
    const registry = createChainRegistry(
      { 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1': 'https://solana-devnet.example' },
      { solanaRpcUrl: 'http://127.0.0.1:8899' },
    );
    expect(registry.get(foyerDevSolana.caipNetworkId)).toEqual({
      chainId: foyerDevSolana.caipNetworkId,
      namespace: 'solana',
      rpcUrl: 'http://127.0.0.1:8899',
      nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
    });
    expect(registry.get('solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1')?.namespace).toBe('solana');
    expect(createChainRegistry({}).has(foyerDevSolana.caipNetworkId)).toBe(false);
  });

  it.each([
    [{ 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd0': 'http://127.0.0.1:8899' }, "Chain 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvd0' is not an eip155 or solana CAIP-2 id"],
    [{ 'bip122:000000000019d6689c085ae165831e93': 'http://127.0.0.1:1' }, "Chain 'bip122:000000000019d6689c085ae165831e93' is not an eip155 or solana CAIP-2 id"],
    [{ 'eip155:01': 'http://127.0.0.1:1' }, "Chain 'eip155:01' is not an eip155 or solana CAIP-2 id"],
    [{ 'eip155:1': 'not a url' }, "The RPC URL of eip155:1 is not a URL: 'not a url'"],
    [{ 'eip155:1': 'ws://127.0.0.1:1' }, "The RPC URL of eip155:1 must be http(s), got 'ws://127.0.0.1:1'"],
  ])('rejects %j', (chains, message) => {
    expect(() => createChainRegistry(chains)).toThrow(ConfigError);
    expect(() => createChainRegistry(chains)).toThrow(message);
  });

  it('rejects a solanaRpcUrl that is not http(s)', () => {
    expect(() => createChainRegistry({}, { solanaRpcUrl: 'ws://127.0.0.1:8899' })).toThrow(
      `The RPC URL of ${foyerDevSolana.caipNetworkId} must be http(s), got 'ws://127.0.0.1:8899'`,
    );
  });
});
