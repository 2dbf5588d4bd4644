import { defineNetwork } from './defineNetwork.js';

// The CAIP-2 reference is the first 32 hex characters of the relay chain's genesis hash
// (ChainAgnostic namespaces polkadot/caip2.md).

/** The Polkadot relay chain (DOT has 10 decimals since the 2020 redenomination). */
export const polkadot = /* @__PURE__ */ defineNetwork({
  id: '91b171bb158e2d3848fa23a9f1c25182',
  chainNamespace: 'polkadot',
  name: 'Polkadot',
  nativeCurrency: { name: 'Polkadot', symbol: 'DOT', decimals: 10 },
  rpcUrls: { default: { http: ['https://rpc.polkadot.io'], webSocket: ['wss://rpc.polkadot.io'] } },
  blockExplorers: { default: { name: 'Subscan', url: 'https://polkadot.subscan.io' } },
});
