import { defineNetwork } from './defineNetwork.js';

// The CAIP-2 reference of a Cosmos chain is its chain id (ChainAgnostic namespaces cosmos/caip2.md).

/** The Cosmos Hub (ATOM, 6 decimals). */
export const cosmos = /* @__PURE__ */ defineNetwork({
  id: 'cosmoshub-4',
  chainNamespace: 'cosmos',
  name: 'Cosmos Hub',
  nativeCurrency: { name: 'Cosmos', symbol: 'ATOM', decimals: 6 },
  rpcUrls: { default: { http: ['https://cosmos-rpc.publicnode.com'] } },
  blockExplorers: { default: { name: 'Mintscan', url: 'https://www.mintscan.io/cosmos' } },
});
