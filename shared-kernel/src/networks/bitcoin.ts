import { defineNetwork } from './defineNetwork.js';

const nativeCurrency = { name: 'Bitcoin', symbol: 'BTC', decimals: 8 };

// CAIP-2 references are the first 32 hex characters of each chain's genesis block hash.
// RPC URLs point at the Esplora REST API: Bitcoin has no public JSON-RPC endpoint.

/** Bitcoin mainnet. */
export const bitcoin = /* @__PURE__ */ defineNetwork({
  id: '000000000019d6689c085ae165831e93',
  chainNamespace: 'bip122',
  name: 'Bitcoin',
  nativeCurrency,
  rpcUrls: { default: { http: ['https://mempool.space/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space' } },
});

/** Bitcoin testnet (testnet3). */
export const bitcoinTestnet = /* @__PURE__ */ defineNetwork({
  id: '000000000933ea01ad0ee984209779ba',
  chainNamespace: 'bip122',
  name: 'Bitcoin Testnet',
  nativeCurrency,
  rpcUrls: { default: { http: ['https://mempool.space/testnet/api'] } },
  blockExplorers: { default: { name: 'Mempool', url: 'https://mempool.space/testnet' } },
  testnet: true,
});
