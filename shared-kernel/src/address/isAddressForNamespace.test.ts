import { readVector } from '../test-utils/readVector.js';
import type { ChainNamespace } from '../types/network.js';
import { isAddressForNamespace } from './isAddressForNamespace.js';
import { isBip122Address } from './isBip122Address.js';

const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const sol = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';
const btc = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu';
const dot = '15oF4uVJwmo4TdGW7VfQxNLavjCXviqxT9S1MgbjMNHr6Sp5';
const atom = 'cosmos19rl4cm2hmr8afy4kldpxz3fka4jguq0auqdal4';

const BITCOIN = '000000000019d6689c085ae165831e93';
const BITCOIN_TESTNET = '000000000933ea01ad0ee984209779ba';
const LITECOIN = '12a765e31ffd4059bada1e25190f6e98';

type CaipVectors = { caip10: { valid: { id: string; note: string }[] } };
const caip10 = readVector<CaipVectors>('caip/caip-ids.json').caip10.valid;
/** CAIP-10 examples that are not real addresses (see ../shared/vectors/caip/SOURCE.md "Caveats"). */
const NOT_REAL = new Set([
  'polkadot:b0a8d493285c2df73290dfb7e61f870f:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
  'bip122:000000000019d6689c085ae165831e93:bc1pmzfrwwndsqmk5yh69yjr5lfgfg4ev8c0tsc06e',
]);
const familyVectors = caip10.filter(({ id }) => /^(bip122|polkadot|cosmos):/.test(id));

describe('isAddressForNamespace', () => {
  test('eip155 checks format and checksum', () => {
    expect(isAddressForNamespace('eip155', evm)).toBe(true);
    expect(isAddressForNamespace('eip155', evm.slice(2))).toBe(true);
    expect(isAddressForNamespace('eip155', '0x5AAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe(false);
    expect(isAddressForNamespace('eip155', sol)).toBe(false);
  });

  test('solana checks base58 and key length', () => {
    expect(isAddressForNamespace('solana', sol)).toBe(true);
    expect(isAddressForNamespace('solana', evm)).toBe(false);
  });

  test('each family accepts its own address and no other family’s', () => {
    const samples: Record<ChainNamespace, string> = { eip155: evm, solana: sol, bip122: btc, polkadot: dot, cosmos: atom };
    const namespaces = Object.keys(samples) as ChainNamespace[];
    for (const namespace of namespaces) {
      for (const other of namespaces) {
        expect([namespace, other, isAddressForNamespace(namespace, samples[other])]).toEqual([namespace, other, namespace === other]);
      }
    }
  });

  test.each(['polkadot', 'bip122', 'cosmos'] as const)('%s refuses empty and spaced input', (namespace) => {
    expect(isAddressForNamespace(namespace, '')).toBe(false);
    expect(isAddressForNamespace(namespace, ` ${samplesOf(namespace)}`)).toBe(false);
    expect(isAddressForNamespace(namespace, 'a:b')).toBe(false);
  });

  test.each(familyVectors.map(({ id, note }) => [note, id] as const))('CAIP-10 example, %s: %s', (_note, id) => {
    const [namespace, reference, address] = id.split(':') as [ChainNamespace, string, string];
    expect(isAddressForNamespace(namespace, address, reference)).toBe(!NOT_REAL.has(id));
  });

  test('the CAIP-10 vectors cover every family', () => {
    expect(new Set(familyVectors.map(({ id }) => id.split(':')[0]))).toEqual(new Set(['bip122', 'polkadot', 'cosmos']));
  });
});

describe('isBip122Address', () => {
  test('Bitcoin references apply that network’s encodings', () => {
    expect(isBip122Address(btc, BITCOIN)).toBe(true);
    expect(isBip122Address(btc, BITCOIN_TESTNET)).toBe(false);
    expect(isBip122Address('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', BITCOIN_TESTNET)).toBe(true);
  });

  test('without a reference: any Bitcoin network, nothing else', () => {
    expect(isBip122Address(btc)).toBe(true);
    expect(isBip122Address('tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx')).toBe(true);
    expect(isBip122Address('ltc1q8c6fshw2dlwun7ekn9qwf37cu2rn755u9ym7p0')).toBe(false);
  });

  test('another bip122 chain: its encoding only, checksums still checked', () => {
    expect(isBip122Address('ltc1q8c6fshw2dlwun7ekn9qwf37cu2rn755u9ym7p0', LITECOIN)).toBe(true);
    expect(isBip122Address('ltc1q8c6fshw2dlwun7ekn9qwf37cu2rn755u9ym7p1', LITECOIN)).toBe(false);
    expect(isBip122Address(dot, LITECOIN)).toBe(false);
    expect(isBip122Address(42, LITECOIN)).toBe(false);
  });
});

function samplesOf(namespace: 'polkadot' | 'bip122' | 'cosmos'): string {
  return { polkadot: dot, bip122: btc, cosmos: atom }[namespace];
}
