import { defineNetwork } from './defineNetwork.js';

/** BNB Smart Chain (eip155:56). */
export const bsc = /* @__PURE__ */ defineNetwork({
  id: 56,
  chainNamespace: 'eip155',
  name: 'BNB Smart Chain',
  nativeCurrency: { name: 'BNB', symbol: 'BNB', decimals: 18 },
  rpcUrls: { default: { http: ['https://56.rpc.thirdweb.com'] } },
  blockExplorers: { default: { name: 'BscScan', url: 'https://bscscan.com' } },
});
