import { defineNetwork } from './defineNetwork.js';

/** Ethereum mainnet (eip155:1). */
export const mainnet = /* @__PURE__ */ defineNetwork({
  id: 1,
  chainNamespace: 'eip155',
  name: 'Ethereum',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['https://eth.merkle.io'] } },
  blockExplorers: { default: { name: 'Etherscan', url: 'https://etherscan.io' } },
});
