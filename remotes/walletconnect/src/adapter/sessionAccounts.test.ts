import { externalAccountType, pickAccount, sessionAccounts } from './sessionAccounts';

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
      accounts: [
        { address: A, type: 'eoa' },
        { address: B, type: 'eoa' },
      ],
      chains: ['eip155:31337', 'eip155:1', 'eip155:10'],
    },
    {
      namespace: 'solana',
      caipAddresses: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
      addresses: ['7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv'],
      accounts: [{ address: '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv', type: 'eoa' }],
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

// Published example addresses: BIP-84 / BIP-86 first receive addresses of the BIP-39 test
// mnemonic "abandon … about"; Substrate's //Alice (Polkadot prefix 0); that mnemonic's first
// Cosmos account (m/44'/118'/0'/0/0).
const BITCOIN = 'bip122:000000000019d6689c085ae165831e93';
const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba';
const PAYMENT = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const ORDINAL = 'bc1p5cyxnuxmeuwuvkwfem96lqzszd02n6xdcjrs20cac6yqjjwudpxqkedrcr';
const POLKADOT = 'polkadot:91b171bb158e2d3848fa23a9f1c25182';
const DOT = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const COSMOS = 'cosmos:cosmoshub-4';
const ATOM = 'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4';

test('account types per family (spec §9): Bitcoin payment then ordinal, every other family eoa', () => {
  const result = sessionAccounts({
    namespaces: {
      eip155: { accounts: [`eip155:1:${A}`], methods: [], events: [] },
      bip122: { accounts: [`${BITCOIN}:${PAYMENT}`, `${BITCOIN}:${ORDINAL}`], methods: [], events: [] },
      polkadot: { accounts: [`${POLKADOT}:${DOT}`], methods: [], events: [] },
      cosmos: { accounts: [`${COSMOS}:${ATOM}`], methods: [], events: [] },
    },
  });
  expect(result.map(({ namespace, accounts }) => [namespace, accounts])).toEqual([
    ['eip155', [{ address: A, type: 'eoa' }]],
    [
      'bip122',
      [
        { address: PAYMENT, type: 'payment' },
        { address: ORDINAL, type: 'ordinal' },
      ],
    ],
    ['polkadot', [{ address: DOT, type: 'eoa' }]],
    ['cosmos', [{ address: ATOM, type: 'eoa' }]],
  ]);
  const [, bitcoin] = result;
  if (!bitcoin) throw new Error('no bitcoin accounts');
  expect(pickAccount(bitcoin, BITCOIN)).toBe(`${BITCOIN}:${PAYMENT}`);
});

test('Bitcoin positions count per chain, so the wallet order on each chain decides', () => {
  const testnetPayment = 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx';
  const [bitcoin] = sessionAccounts({
    namespaces: {
      bip122: {
        accounts: [`${BITCOIN_TESTNET}:${testnetPayment}`, `${BITCOIN}:${ORDINAL}`, `${BITCOIN}:${PAYMENT}`],
        methods: [],
        events: [],
      },
    },
  });
  expect(bitcoin?.accounts).toEqual([
    { address: testnetPayment, type: 'payment' },
    { address: ORDINAL, type: 'payment' },
    { address: PAYMENT, type: 'ordinal' },
  ]);
});

test('accounts invalid for their family or chain are skipped', () => {
  const result = sessionAccounts({
    namespaces: {
      eip155: { accounts: [`eip155:1:0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed`], methods: [], events: [] },
      bip122: { accounts: [`${BITCOIN_TESTNET}:${PAYMENT}`, `${BITCOIN}:${PAYMENT.slice(0, -1)}x`], methods: [], events: [] },
      polkadot: { accounts: [`${POLKADOT}:${ATOM}`, `${POLKADOT}:${DOT}`], methods: [], events: [] },
      cosmos: { accounts: [`${COSMOS}:${ATOM.toUpperCase()}`], methods: [], events: [] },
    },
  });
  expect(result.map(({ namespace, addresses }) => [namespace, addresses])).toEqual([['polkadot', [DOT]]]);
});

test.each([
  ['bip122', 0, 'payment'],
  ['bip122', 1, 'ordinal'],
  ['bip122', 2, 'payment'],
  ['eip155', 0, 'eoa'],
  ['solana', 0, 'eoa'],
  ['polkadot', 1, 'eoa'],
  ['cosmos', 0, 'eoa'],
] as const)('externalAccountType(%s, %i) is %s', (namespace, position, type) => {
  expect(externalAccountType(namespace, position)).toBe(type);
});
