import type { CHAIN_NAMESPACES } from '../constants.js';

/** A chain family (CAIP-2 namespace) Foyer knows. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number];

/** CAIP-2 chain id, e.g. `eip155:1`. */
export type CaipNetworkId = `${ChainNamespace}:${string}`;

/** CAIP-10 account id, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${ChainNamespace}:${string}:${string}`;

export type NativeCurrency = {
  name: string;
  symbol: string;
  decimals: number;
};

export type RpcUrls = {
  default: { http: readonly string[]; webSocket?: readonly string[] };
  chainDefault?: { http: readonly string[]; webSocket?: readonly string[] };
};

export type BlockExplorer = { name: string; url: string; apiUrl?: string };

export type NetworkAssets = { imageId?: string; imageUrl?: string };

/** A network in the shape of spec §3 (serializable: safe to keep in Redux state). */
export type CaipNetwork<namespace extends ChainNamespace = ChainNamespace> = {
  /** Chain reference: a number for eip155, the CAIP-2 reference string otherwise. */
  id: number | string;
  caipNetworkId: `${namespace}:${string}`;
  chainNamespace: namespace;
  name: string;
  nativeCurrency: NativeCurrency;
  rpcUrls: RpcUrls;
  blockExplorers?: { default: BlockExplorer; [key: string]: BlockExplorer };
  testnet?: boolean;
  assets?: NetworkAssets;
};
