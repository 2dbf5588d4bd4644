import { InvalidCaipNetworkIdError } from '../errors/caip.js';
import type { CaipNetworkId, ChainNamespace } from '../types/network.js';
import { guardOf, isSupportedChain } from './grammar.js';

export type ParsedCaipNetworkId<namespace extends ChainNamespace = ChainNamespace> = {
  chainNamespace: namespace;
  /** The CAIP-2 reference (a decimal string for eip155). */
  chainId: string;
  caipNetworkId: `${namespace}:${string}`;
};

/**
 * Splits a CAIP-2 chain id into namespace and reference. Throws `InvalidCaipNetworkIdError`
 * unless it has exactly 2 parts, follows the CAIP-2 grammar and uses a known namespace.
 * @example
 * parseCaipNetworkId('eip155:1') // { chainNamespace: 'eip155', chainId: '1', caipNetworkId: 'eip155:1' }
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : [];
  const [namespace, reference] = parts;
  if (
    parts.length !== 2 ||
    namespace === undefined ||
    reference === undefined ||
    !isSupportedChain(namespace, reference)
  ) {
    throw new InvalidCaipNetworkIdError({ value: String(value) });
  }
  return { chainNamespace: namespace, chainId: reference, caipNetworkId: value as CaipNetworkId };
}

/** Whether `value` is a CAIP-2 chain id of a known namespace. */
export const isCaipNetworkId = /* @__PURE__ */ guardOf<CaipNetworkId>(parseCaipNetworkId);
