import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/network.js';

/**
 * Namespace, reference and address of a CAIP-10 account id the app already holds. Unlike
 * `parseCaipAddress` it neither validates nor throws (no checksum hashing): reducers and thunks
 * read ids that were validated when they entered the store.
 * @example
 * caipAddressParts('eip155:1:0xab16a96D359eC26a11e2C2b3d8f8B8942d5Bfcdb').caipNetworkId // 'eip155:1'
 */
export function caipAddressParts(caipAddress: CaipAddress): {
  chainNamespace: ChainNamespace;
  chainId: string;
  caipNetworkId: CaipNetworkId;
  address: string;
} {
  const [namespace = '', reference = '', address = ''] = caipAddress.split(':');
  const chainNamespace = namespace as ChainNamespace;
  return { chainNamespace, chainId: reference, caipNetworkId: `${chainNamespace}:${reference}`, address };
}

/**
 * Namespace and reference of a CAIP-2 chain id the app already holds; the non-throwing
 * counterpart of `parseCaipNetworkId` (see `caipAddressParts`).
 * @example
 * caipNetworkIdParts('eip155:137') // { chainNamespace: 'eip155', chainId: '137' }
 */
export function caipNetworkIdParts(caipNetworkId: CaipNetworkId): { chainNamespace: ChainNamespace; chainId: string } {
  const [namespace = '', reference = ''] = caipNetworkId.split(':');
  return { chainNamespace: namespace as ChainNamespace, chainId: reference };
}
