import type { Transaction } from '@foyer/kernel';
import { visibleTransactions } from './visibleTransactions';

const tx = (id: string, chain: string, transfers: Transaction['transfers']): Transaction => ({
  id,
  metadata: { minedAt: '2026-01-01T00:00:00.000Z', chain, operationType: 'receive', status: 'confirmed', sentFrom: '0xa', sentTo: '0xb' },
  transfers,
});
const fusd = { fungible_info: { symbol: 'fUSD' }, direction: 'in' as const, quantity: { numeric: '1.5' } };
const spam = { nft_info: { name: 'Reward Voucher #1', flags: { is_spam: true } }, direction: 'in' as const, quantity: { numeric: '1' } };
const friend = { nft_info: { name: 'Foyer Friends #1', flags: { is_spam: false } }, direction: 'in' as const, quantity: { numeric: '1' } };

test('only the active chain, each transaction once', () => {
  const list = [tx('0x1', 'eip155:31337', [fusd]), tx('0x2', 'eip155:1', [fusd]), tx('0x1', 'eip155:31337', [fusd])];
  expect(visibleTransactions(list, 'eip155:31337').map((item) => item.id)).toEqual(['0x1']);
});

test('a spam-only airdrop is hidden; spam transfers are dropped from mixed transactions; calls without transfers stay', () => {
  const list = [tx('0xspam', 'eip155:31337', [spam]), tx('0xmixed', 'eip155:31337', [spam, friend]), tx('0xcall', 'eip155:31337', [])];
  const visible = visibleTransactions(list, 'eip155:31337');
  expect(visible.map((item) => item.id)).toEqual(['0xmixed', '0xcall']);
  expect(visible[0]?.transfers).toEqual([friend]);
});
