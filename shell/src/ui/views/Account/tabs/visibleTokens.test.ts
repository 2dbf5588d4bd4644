import type { TokenBalance } from '@foyer/kernel';
import { visibleTokens } from './visibleTokens';

const balance = (symbol: string, decimals: string, value: number, extra: Partial<TokenBalance> = {}): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  address: `eip155:31337:0x${symbol}`,
  value,
  price: 1,
  quantity: { decimals, numeric: '1.0' },
  iconUrl: '',
  ...extra,
});

test('native first, then by fiat value; zero-decimals tokens and other chains left out', () => {
  const rows = visibleTokens(
    [
      balance('FOY', '18', 500),
      balance('ZERO', '0', 7),
      balance('WETH', '18', 7500),
      balance('OTHER', '6', 9999, { chainId: 'eip155:1' }),
      balance('ETH', '18', 100, { address: undefined }),
      balance('fUSD', '6', 500),
    ],
    'eip155:31337',
  );
  expect(rows.map((row) => row.symbol)).toEqual(['ETH', 'WETH', 'FOY', 'fUSD']);
});
