import fc from 'fast-check';
import { getAddress } from 'viem';
import { BITCOIN_CHAIN_REFERENCES } from '../address/isBip122Address.js';
import { CHAIN_NAMESPACES } from '../constants.js';
import { InvalidCaipAddressError, InvalidCaipNetworkIdError } from '../errors/caip.js';
import { FUZZ_SIGN_RUNS, fuzzParameters } from '../test/fuzz.js';
import {
  anyString,
  bitcoinMainnetAddressArbitrary,
  checksummedEvmAddressArbitrary,
  cosmosAddressArbitrary,
  encodeBase58Check,
  mutated,
  solanaAddressArbitrary,
  ss58AddressArbitrary,
  stringOf,
} from '../test-utils/addressArbitraries.js';
import { readVector } from '../test-utils/readVector.js';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/network.js';
import { caipAddressParts, caipNetworkIdParts } from './caipParts.js';
import { formatCaipAddress } from './formatCaipAddress.js';
import { formatCaipNetworkId } from './formatCaipNetworkId.js';
import { formatEvmCaipAddress } from './formatEvmCaipAddress.js';
import { isCaipAddress, parseCaipAddress } from './parseCaipAddress.js';
import { isCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId.js';

// The CAIP-2 / CAIP-10 grammars as the ChainAgnostic documents write them (../shared/vectors/caip).
const { grammar } = readVector<{ grammar: { caip2: string; caip10: string } }>('caip/caip-ids.json');
const CAIP2 = new RegExp(grammar.caip2);
const CAIP10 = new RegExp(grammar.caip10);

const REFERENCE_CHARS = '-_abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const BITCOIN_MAINNET = '000000000019d6689c085ae165831e93';

/** A valid CAIP-2 reference of `namespace` (eip155: decimal). */
function referenceOf(namespace: ChainNamespace): fc.Arbitrary<string> {
  return namespace === 'eip155' ? stringOf('0123456789', 1, 32) : stringOf(REFERENCE_CHARS, 1, 32);
}

/** A valid `[namespace, reference, address]` of every namespace. */
const account: fc.Arbitrary<[ChainNamespace, string, string]> = fc.oneof(
  fc.tuple(fc.constant('eip155' as const), referenceOf('eip155'), checksummedEvmAddressArbitrary),
  fc.tuple(fc.constant('solana' as const), referenceOf('solana'), solanaAddressArbitrary),
  fc.tuple(fc.constant('polkadot' as const), referenceOf('polkadot'), ss58AddressArbitrary.map(({ address }) => address)),
  fc.tuple(fc.constant('cosmos' as const), referenceOf('cosmos'), cosmosAddressArbitrary),
  fc.tuple(fc.constant('bip122' as const), fc.constant(BITCOIN_MAINNET), bitcoinMainnetAddressArbitrary),
  // Another bip122 chain (Litecoin, Dogecoin, ...): any 21-byte Base58Check payload.
  fc.tuple(
    fc.constant('bip122' as const),
    referenceOf('bip122').filter((reference) => BITCOIN_CHAIN_REFERENCES[reference] === undefined),
    fc.uint8Array({ minLength: 21, maxLength: 21 }).map(encodeBase58Check),
  ),
);

/** Strings near a CAIP id: known or made-up namespaces, 1 to 4 parts, valid or mutated addresses. */
const nearCaip: fc.Arbitrary<string> = fc.oneof(
  account.chain(([namespace, reference, address]) => mutated(`${namespace}:${reference}:${address}`)),
  fc
    .tuple(
      fc.array(fc.oneof(fc.constantFrom(...CHAIN_NAMESPACES, 'EIP155', 'eip', 'hedera', ''), stringOf(REFERENCE_CHARS, 0, 40), account.map(([, , address]) => address)), {
        minLength: 1,
        maxLength: 4,
      }),
      fc.constantFrom(':', ':', '::', '/'),
    )
    .map(([parts, separator]) => parts.join(separator)),
  anyString(),
);

/** Calls `run`; a thrown error must be an instance of `errorClass`. Returns whether it succeeded. */
function succeeds(run: () => unknown, errorClass: new (...args: never[]) => Error): boolean {
  try {
    run();
    return true;
  } catch (error) {
    expect(error).toBeInstanceOf(errorClass);
    return false;
  }
}

// Address checks hash (keccak, blake2b, SHA-256) per case: FUZZ_SIGN_RUNS.
test('property: format -> parse round-trips every CAIP-10 account id, and the non-throwing helpers agree', () => {
  fc.assert(
    fc.property(account, fc.boolean(), ([namespace, reference, address], lowerCase) => {
      const caipNetworkId = formatCaipNetworkId(namespace, reference);
      // eip155 addresses are written in their EIP-55 form whatever the case given.
      const given = namespace === 'eip155' && lowerCase ? address.toLowerCase() : address;
      const id = formatCaipAddress(caipNetworkId, given);
      expect(id).toBe(`${namespace}:${reference}:${address}`);
      expect(CAIP10.test(id)).toBe(true);
      const parsed = parseCaipAddress(id);
      expect(parsed).toEqual({ chainNamespace: namespace, chainId: reference, caipNetworkId, address });
      expect(caipAddressParts(id)).toEqual(parsed);
      expect(isCaipAddress(id)).toBe(true);
      expect(parseCaipNetworkId(caipNetworkId)).toEqual({ chainNamespace: namespace, chainId: reference, caipNetworkId });
      expect(caipNetworkIdParts(caipNetworkId)).toEqual({ chainNamespace: namespace, chainId: reference });
      expect(isCaipNetworkId(caipNetworkId)).toBe(true);
      expect(CAIP2.test(caipNetworkId)).toBe(true);
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: formatEvmCaipAddress is formatCaipAddress for eip155 chain ids, any case, with or without 0x', () => {
  fc.assert(
    fc.property(fc.integer({ min: 1, max: Number.MAX_SAFE_INTEGER }), checksummedEvmAddressArbitrary, fc.constantFrom('same', 'lower', 'upper', 'bare'), (chainId, address, form) => {
      const given = { same: address, lower: address.toLowerCase(), upper: `0x${address.slice(2).toUpperCase()}`, bare: address.slice(2) }[form];
      expect(formatEvmCaipAddress(chainId, given)).toBe(`eip155:${chainId}:${address}`);
      expect(formatCaipAddress(`eip155:${chainId}`, given)).toBe(`eip155:${chainId}:${address}`);
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: on any string the parsers throw only their catalogued errors, accept only the CAIP grammar, and the guards agree', () => {
  fc.assert(
    fc.property(nearCaip, (value) => {
      const address = succeeds(() => parseCaipAddress(value), InvalidCaipAddressError);
      expect(isCaipAddress(value)).toBe(address);
      if (address) {
        expect(CAIP10.test(value)).toBe(true);
        expect(CHAIN_NAMESPACES).toContain(value.split(':')[0]);
        expect(caipAddressParts(value as CaipAddress)).toEqual(parseCaipAddress(value));
      }
      const network = succeeds(() => parseCaipNetworkId(value), InvalidCaipNetworkIdError);
      expect(isCaipNetworkId(value)).toBe(network);
      if (network) expect(CAIP2.test(value)).toBe(true);
      // The non-throwing helpers take anything that claims to be an id.
      caipAddressParts(value as CaipAddress);
      caipNetworkIdParts(value as CaipNetworkId);
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: the formatters throw only their catalogued errors, and what they write parses', () => {
  fc.assert(
    fc.property(fc.constantFrom(...CHAIN_NAMESPACES), fc.oneof(stringOf(REFERENCE_CHARS, 0, 34), anyString(40)), nearCaip, (namespace, reference, address) => {
      let caipNetworkId: string | undefined;
      if (succeeds(() => (caipNetworkId = formatCaipNetworkId(namespace, reference)), InvalidCaipNetworkIdError)) expect(isCaipNetworkId(caipNetworkId)).toBe(true);
      let id: string | undefined;
      if (succeeds(() => (id = formatCaipAddress(`${namespace}:${reference}` as CaipNetworkId, address)), InvalidCaipAddressError)) expect(isCaipAddress(id)).toBe(true);
      let evm: string | undefined;
      if (succeeds(() => (evm = formatEvmCaipAddress(reference, address)), InvalidCaipAddressError)) {
        expect(parseCaipAddress(evm ?? '').address).toBe(getAddress(address.startsWith('0x') ? address : `0x${address}`));
      }
    }),
    fuzzParameters(FUZZ_SIGN_RUNS * 3),
  );
});

test('property: the guards answer false for anything that is not a string, never throwing', () => {
  fc.assert(
    fc.property(fc.anything(), (value) => {
      expect(isCaipAddress(value)).toBe(typeof value === 'string' && isCaipAddress(value));
      expect(isCaipNetworkId(value)).toBe(typeof value === 'string' && isCaipNetworkId(value));
    }),
    fuzzParameters(),
  );
});
