import { caipAddressParts, caipNetworkIdParts } from './caipParts.js';
import { parseCaipAddress } from './parseCaipAddress.js';
import { parseCaipNetworkId } from './parseCaipNetworkId.js';

describe('caipAddressParts', () => {
  test.each([
    'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:7S3P4HxJpyyigGzodYwHtCxZyUQe9JiBMHyRWXArAaKv',
    'bip122:000000000019d6689c085ae165831e93:128Lkh3S7CkDTBZ8W7BbpsN3YYizJMp8p6',
  ] as const)('agrees with parseCaipAddress on %s', (id) => {
    expect(caipAddressParts(id)).toEqual(parseCaipAddress(id));
  });

  test('does not throw on an id that fails validation (bad checksum)', () => {
    expect(caipAddressParts('eip155:1:0xAB16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb').address).toBe(
      '0xAB16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    );
  });
});

describe('caipNetworkIdParts', () => {
  test.each(['eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'polkadot:91b171bb158e2d3848fa23a9f1c25182'] as const)(
    'agrees with parseCaipNetworkId on %s',
    (id) => {
      const { chainNamespace, chainId } = parseCaipNetworkId(id);
      expect(caipNetworkIdParts(id)).toEqual({ chainNamespace, chainId });
    },
  );
});
