import { isAddressForNamespace } from '../address/isAddressForNamespace.js';
import { InvalidCaipAddressError } from '../errors/caip.js';
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/network.js';
import { CAIP10_ACCOUNT, guardOf, isSupportedChain } from './grammar.js';

export type ParsedCaipAddress = {
  chainNamespace: ChainNamespace;
  /** The CAIP-2 reference (a decimal string for eip155). */
  chainId: string;
  caipNetworkId: CaipNetworkId;
  address: string;
};

/**
 * Splits a CAIP-10 account id. Throws `InvalidCaipAddressError` unless it has exactly 3 parts,
 * follows the CAIP-10 grammar, uses a known namespace and, for eip155 and solana, holds an
 * address valid for that namespace (eip155: `0x` + 40 hex digits, EIP-55 checksum when mixed case).
 * @example
 * parseCaipAddress('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb').address
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : [];
  const [namespace, reference, address] = parts;
  if (
    parts.length !== 3 ||
    namespace === undefined ||
    reference === undefined ||
    address === undefined ||
    !isSupportedChain(namespace, reference) ||
    !CAIP10_ACCOUNT.test(address) ||
    !isAccountAddress(namespace, address, reference)
  ) {
    throw new InvalidCaipAddressError({ value: String(value) });
  }
  return {
    chainNamespace: namespace,
    chainId: reference,
    caipNetworkId: `${namespace}:${reference}`,
    address,
  };
}

/** Whether `value` is a valid CAIP-10 account id of a known namespace. */
export const isCaipAddress = /* @__PURE__ */ guardOf<CaipAddress>(parseCaipAddress);

function isAccountAddress(namespace: ChainNamespace, address: string, reference: string): boolean {
  // CAIP-10's eip155 profile requires the 0x prefix, unlike plain user input.
  if (namespace === 'eip155') return address.startsWith('0x') && isAddressForNamespace(namespace, address);
  return isAddressForNamespace(namespace, address, reference);
}
