import { ConfigError } from '../errors/ConfigError.js';
import { createChainRegistry } from './createChainRegistry.js';

describe('createChainRegistry', () => {
  it('maps each eip155 chain to its RPC URL and native currency', () => {
    const registry = createChainRegistry({ 'eip155:31337': 'http://127.0.0.1:8545', 'eip155:56': 'https://bsc.example' });
    expect(registry.get('eip155:31337')).toEqual({
      chainId: 'eip155:31337',
      rpcUrl: 'http://127.0.0.1:8545',
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    });
    expect(registry.get('eip155:56')?.nativeCurrency.symbol).toBe('BNB');
  });

  it.each([
    [{ 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': 'http://127.0.0.1:8899' }, "Chain 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' is not an eip155 CAIP-2 id"],
    [{ 'eip155:01': 'http://127.0.0.1:1' }, "Chain 'eip155:01' is not an eip155 CAIP-2 id"],
    [{ 'eip155:1': 'not a url' }, "The RPC URL of eip155:1 is not a URL: 'not a url'"],
    [{ 'eip155:1': 'ws://127.0.0.1:1' }, "The RPC URL of eip155:1 must be http(s), got 'ws://127.0.0.1:1'"],
  ])('rejects %j', (chains, message) => {
    expect(() => createChainRegistry(chains)).toThrow(ConfigError);
    expect(() => createChainRegistry(chains)).toThrow(message);
  });
});
