import { InvalidCaipAddressError } from '../errors/caip.js';
import { readVector } from '../test-utils/readVector.js';
import type { CaipNetworkId } from '../types/network.js';
import { formatCaipAddress } from './formatCaipAddress.js';
import { isChainNamespace } from './grammar.js';
import { isCaipAddress, parseCaipAddress } from './parseCaipAddress.js';

type Entry = { id: string; note?: string; why?: string };
type CaipVectors = {
  grammar: { caip10: string };
  caip10: { valid: Entry[]; invalid_syntax: Entry[]; syntax_valid_but_namespace_profile_or_product_rule_fails: Entry[] };
};

const vectors = readVector<CaipVectors>('caip/caip-ids.json');
const namespaceOf = (id: string) => id.split(':')[0] ?? '';
const cases = (entries: Entry[]) => entries.map((entry) => [entry.id, entry] as const);

describe('parseCaipAddress (CAIP-10)', () => {
  // CAIP-10 examples that are not real addresses (../shared/vectors/caip/SOURCE.md "Caveats"):
  // the lower-cased Kusama SS58 string and the 42-character "Taproot" string (no valid checksum).
  const notReal = [
    'polkadot:b0a8d493285c2df73290dfb7e61f870f:5hmuyxw9xdgbpptgypokw4thfyoe3ryenebr381z9iaegmfy',
    'bip122:000000000019d6689c085ae165831e93:bc1pmzfrwwndsqmk5yh69yjr5lfgfg4ev8c0tsc06e',
  ];
  const known = vectors.caip10.valid.filter((entry) => isChainNamespace(namespaceOf(entry.id)) && !notReal.includes(entry.id));

  test.each(notReal)('a CAIP-10 example that is no real address is refused: %s', (id) => {
    expect(() => parseCaipAddress(id)).toThrow(InvalidCaipAddressError);
  });
  const unknown = vectors.caip10.valid.filter((entry) => !isChainNamespace(namespaceOf(entry.id)));

  test('the vectors cover known and unknown namespaces', () => {
    expect(known.length).toBeGreaterThan(15);
    expect(unknown.map((entry) => namespaceOf(entry.id)).sort()).toEqual(['chainstd', 'hedera', 'starknet']);
  });

  test.each(cases(known))('valid: %s', (id) => {
    const [namespace, reference, address] = id.split(':');
    expect(parseCaipAddress(id)).toEqual({
      chainNamespace: namespace,
      chainId: reference,
      caipNetworkId: `${namespace}:${reference}`,
      address,
    });
    expect(formatCaipAddress(`${namespace}:${reference}` as CaipNetworkId, address ?? '')).toBe(id);
    expect(isCaipAddress(id)).toBe(true);
  });

  test.each(cases(unknown))('valid syntax, unknown namespace: %s', (id) => {
    expect(new RegExp(vectors.grammar.caip10).test(id)).toBe(true);
    expect(() => parseCaipAddress(id)).toThrow(InvalidCaipAddressError);
  });

  test.each(cases(vectors.caip10.invalid_syntax))('invalid: %j', (id) => {
    expect(() => parseCaipAddress(id)).toThrow(InvalidCaipAddressError);
    expect(() => parseCaipAddress(id)).toThrow('Invalid CAIP Address');
    expect(isCaipAddress(id)).toBe(false);
  });

  // Product rule: eip155 addresses are 0x + 40 hex digits; single-case addresses carry no
  // checksum and are accepted (spec §5, ethers/viem), mixed case must match EIP-55.
  const profileExpectations: Record<string, boolean> = {
    'eip155:1:0x22227a31dd842196a246d8f3b775998560eaa61d': true,
    'eip155:137:0x0495766CD136138FC492DD499B8DC87A92D6685B': true,
    'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcd': false,
    'eip155:1:0xZZ16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb': false,
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:0OIl1111111111111111111111111111': false,
    'hedera:mainnet:0.0.1234567890-zbhlt': false,
  };

  test('every namespace-profile vector has an expectation', () => {
    expect(vectors.caip10.syntax_valid_but_namespace_profile_or_product_rule_fails.map((e) => e.id).sort()).toEqual(
      Object.keys(profileExpectations).sort(),
    );
  });

  test.each(cases(vectors.caip10.syntax_valid_but_namespace_profile_or_product_rule_fails))(
    'namespace profile: %s',
    (id) => {
      if (profileExpectations[id]) expect(parseCaipAddress(id).address).toBe(id.split(':')[2]);
      else expect(() => parseCaipAddress(id)).toThrow(InvalidCaipAddressError);
    },
  );

  test('eip155 addresses with a wrong checksum or without 0x are rejected', () => {
    expect(() => parseCaipAddress('eip155:1:0xAb16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toThrow(InvalidCaipAddressError);
    expect(() => parseCaipAddress('eip155:1:ab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb')).toThrow(InvalidCaipAddressError);
  });

  test('the error says what was received', () => {
    expect(() => parseCaipAddress('nope')).toThrowErrorMatchingInlineSnapshot(`
"Invalid CAIP Address

Received: nope"
`);
  });
});

describe('formatCaipAddress', () => {
  test('writes EVM addresses in EIP-55 form with 0x', () => {
    expect(formatCaipAddress('eip155:1', 'ab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')).toBe(
      'eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb',
    );
  });

  test('rejects an address invalid for the namespace', () => {
    expect(() => formatCaipAddress('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', '0xab16a96d359ec26a11e2c2b3d8f8b8942d5bfcdb')).toThrow(
      InvalidCaipAddressError,
    );
    expect(() => formatCaipAddress('eip155:1', 'a:b')).toThrow(InvalidCaipAddressError);
  });
});
