import { pickAccount, sessionAccounts } from './sessionAccounts';

const A = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const B = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';

test('groups accounts by chain family, skipping unknown families and malformed accounts', () => {
  const result = sessionAccounts({
    namespaces: {
      eip155: { accounts: [`eip155:31337:${A}`, `eip155:1:${A}`, `eip155:1:${B}`, 'eip155:bad'], methods: [], events: [], chains: ['eip155:31337', 'eip155:1', 'eip155:10'] },
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp': { accounts: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'], methods: [], events: [] },
      near: { accounts: ['near:mainnet:alice.near'], methods: [], events: [] },
    },
  });
  expect(result).toEqual([
    {
      namespace: 'eip155',
      caipAddresses: [`eip155:31337:${A}`, `eip155:1:${A}`, `eip155:1:${B}`],
      addresses: [A, B],
      chains: ['eip155:31337', 'eip155:1', 'eip155:10'],
    },
    {
      namespace: 'solana',
      caipAddresses: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
      addresses: ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
      chains: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
    },
  ]);
});

test('a family without accounts is left out', () => {
  expect(sessionAccounts({ namespaces: { eip155: { accounts: [], methods: [], events: [] } } })).toEqual([]);
});

test('picks the account on the preferred chain, else the first', () => {
  const [accounts] = sessionAccounts({ namespaces: { eip155: { accounts: [`eip155:1:${A}`, `eip155:31337:${A}`], methods: [], events: [] } } });
  if (!accounts) throw new Error('no accounts');
  expect(pickAccount(accounts, 'eip155:31337')).toBe(`eip155:31337:${A}`);
  expect(pickAccount(accounts, 'eip155:56')).toBe(`eip155:1:${A}`);
  expect(pickAccount(accounts, undefined)).toBe(`eip155:1:${A}`);
});
