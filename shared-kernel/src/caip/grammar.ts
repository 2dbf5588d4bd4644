import { CHAIN_NAMESPACES } from '../constants.js';
import type { ChainNamespace } from '../types/network.js';

// CAIP-2 / CAIP-10 grammars (ChainAgnostic/CAIPs caip-2.md, caip-10.md).
export const CAIP2_NAMESPACE = /^[-a-z0-9]{3,8}$/;
export const CAIP2_REFERENCE = /^[-_a-zA-Z0-9]{1,32}$/;
export const CAIP10_ACCOUNT = /^[-.%a-zA-Z0-9]{1,128}$/;
/** eip155 chain references are decimal chain ids. */
export const EIP155_REFERENCE = /^[0-9]{1,32}$/;

/** Whether `value` is one of the chain namespaces Foyer supports. */
export function isChainNamespace(value: string): value is ChainNamespace {
  return (CHAIN_NAMESPACES as readonly string[]).includes(value);
}

/** Whether `reference` is a valid CAIP-2 reference for `namespace`. */
export function isReferenceForNamespace(namespace: ChainNamespace, reference: string): boolean {
  if (!CAIP2_REFERENCE.test(reference)) return false;
  return namespace === 'eip155' ? EIP155_REFERENCE.test(reference) : true;
}

/** Whether `namespace` and `reference` form a CAIP-2 chain id of a namespace Foyer supports. */
export function isSupportedChain(namespace: string, reference: string): namespace is ChainNamespace {
  return CAIP2_NAMESPACE.test(namespace) && isChainNamespace(namespace) && isReferenceForNamespace(namespace, reference);
}

/** The type guard of a parser that throws on invalid input: whether `value` is a string `parse` accepts. */
export function guardOf<T extends string>(parse: (value: string) => unknown): (value: unknown) => value is T {
  return (value: unknown): value is T => {
    if (typeof value !== 'string') return false;
    try {
      parse(value);
      return true;
    } catch {
      return false;
    }
  };
}
