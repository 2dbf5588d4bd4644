import { isAddressForNamespace } from './isAddressForNamespace.js';

const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed';
const sol = '7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv';

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

  test.each(['polkadot', 'bip122', 'cosmos'] as const)('%s accepts a non-empty token without spaces', (namespace) => {
    expect(isAddressForNamespace(namespace, 'bc1qwz2lhc40s8ty3l5jg3plpve3y3l82x9l42q7fk')).toBe(true);
    expect(isAddressForNamespace(namespace, '')).toBe(false);
    expect(isAddressForNamespace(namespace, 'a b')).toBe(false);
    expect(isAddressForNamespace(namespace, 'a:b')).toBe(false);
  });
});
