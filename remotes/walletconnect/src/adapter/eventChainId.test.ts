import { accountAddress, eventChainId } from './eventChainId';

test.each([
  ['eip155:1', 31337, 'eip155:31337'],
  ['eip155:1', '0x7a69', 'eip155:31337'],
  ['eip155:1', '31337', 'eip155:31337'],
  ['eip155:1', 'eip155:56', 'eip155:56'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
])('chainChanged on %s with %p is %s', (chainId, data, expected) => {
  expect(eventChainId(chainId, data)).toBe(expected);
});

test.each([
  ['eip155:1', 'solana:abc'],
  ['eip155:1', 'not-a-number'],
  ['eip155:1', -1],
  ['near:mainnet', 'testnet'],
  ['eip155:1', null],
])('chainChanged on %s with %p names nothing', (chainId, data) => {
  expect(eventChainId(chainId, data)).toBeUndefined();
});

test('account addresses from CAIP-10 or plain values', () => {
  expect(accountAddress('eip155:1:0xab')).toBe('0xab');
  expect(accountAddress('0xab')).toBe('0xab');
  expect(accountAddress('eip155:1')).toBeUndefined();
  expect(accountAddress(42)).toBeUndefined();
});
