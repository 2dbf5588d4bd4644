import type { CaipNetworkId, ChainNamespace } from '../types/network.js';
import { parseCaipNetworkId } from './parseCaipNetworkId.js';

/**
 * Builds a CAIP-2 chain id, validating it like `parseCaipNetworkId`.
 * @example
 * formatCaipNetworkId('eip155', 1) // 'eip155:1'
 */
export function formatCaipNetworkId<namespace extends ChainNamespace>(
  chainNamespace: namespace,
  chainId: string | number,
): `${namespace}:${string}` {
  const value = `${chainNamespace}:${chainId}`;
  parseCaipNetworkId(value);
  return value as `${namespace}:${string}` & CaipNetworkId;
}
