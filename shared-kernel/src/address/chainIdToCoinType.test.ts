import { InvalidCoinTypeChainIdError } from '../errors/address.js';
import { readVector } from '../test-utils/readVector.js';
import { chainIdToCoinType, coinTypeToChainId } from './chainIdToCoinType.js';

type CoinTypeVectors = {
  spec_examples: { chainId?: number; name?: string; coinType: number | string; chainFromCoinType?: number; evm?: boolean }[];
  computed_cases: { chainId: number; coinType: number; coinTypeHex: string }[];
  must_reject: { chainId: unknown; why: string }[];
};

const vectors = readVector<CoinTypeVectors>('coin-type/ensip11-coin-types.json');
const toNumber = (value: number | string) => (typeof value === 'number' ? value : Number(BigInt(value)));

describe('chainIdToCoinType', () => {
  test.each(vectors.computed_cases.map((entry) => [entry.chainId, entry] as const))('chain %i', (chainId, entry) => {
    // Ethereum mainnet keeps its SLIP-44 coin type 60 (ENSIP-19 table, viem's toCoinType).
    const expected = chainId === 1 ? 60 : entry.coinType;
    expect(chainIdToCoinType(chainId)).toBe(expected);
    if (chainId !== 1) expect(`0x${expected.toString(16)}`).toBe(entry.coinTypeHex);
  });

  test('ENSIP-11 examples: chain 61 and XDAI (100)', () => {
    expect(chainIdToCoinType(61)).toBe(2147483709);
    const xdai = vectors.spec_examples.find((entry) => entry.name?.startsWith('XDAI'));
    expect(chainIdToCoinType(100)).toBe(xdai?.coinType);
  });

  test.each(vectors.must_reject.map((entry) => [entry.why, entry.chainId] as const))('rejects %s', (_why, chainId) => {
    expect(() => chainIdToCoinType(chainId as number)).toThrow(InvalidCoinTypeChainIdError);
  });
});

describe('coinTypeToChainId (ENSIP-19)', () => {
  test.each(vectors.spec_examples.filter((entry) => entry.chainFromCoinType !== undefined).map((e) => [e.name, e] as const))(
    '%s',
    (_name, entry) => {
      expect(coinTypeToChainId(toNumber(entry.coinType))).toBe(entry.chainFromCoinType);
    },
  );

  test('round-trips every computed case', () => {
    for (const { chainId } of vectors.computed_cases) expect(coinTypeToChainId(chainIdToCoinType(chainId))).toBe(chainId);
  });
});
