import type { CaipNetwork, ChainNamespace, NativeCurrency } from '../types/network.js';
import { defineNetwork } from './defineNetwork.js';

export type NetworkFamily<namespace extends ChainNamespace> = {
  chainNamespace: namespace;
  nativeCurrency: NativeCurrency;
  /** The name of the block explorer every network of the family links to. */
  explorerName: string;
};

export type FamilyNetworkParameters = {
  /** CAIP-2 reference. */
  id: string;
  name: string;
  rpcUrl: string;
  explorerUrl: string;
  testnet?: true;
};

/**
 * The networks of one family (same namespace, currency and explorer), e.g. a chain's mainnet and its test networks.
 * @example
 * const solanaCluster = networkFamily({ chainNamespace: 'solana', nativeCurrency, explorerName: 'Solscan' });
 * const solanaDevnet = solanaCluster({ id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1', name: 'Solana Devnet', rpcUrl, explorerUrl, testnet: true });
 */
export function networkFamily<const namespace extends ChainNamespace>({ chainNamespace, nativeCurrency, explorerName }: NetworkFamily<namespace>) {
  return ({ id, name, rpcUrl, explorerUrl, testnet }: FamilyNetworkParameters): CaipNetwork<namespace> =>
    defineNetwork({
      id,
      chainNamespace,
      name,
      nativeCurrency,
      rpcUrls: { default: { http: [rpcUrl] } },
      blockExplorers: { default: { name: explorerName, url: explorerUrl } },
      ...(testnet ? { testnet } : {}),
    });
}
