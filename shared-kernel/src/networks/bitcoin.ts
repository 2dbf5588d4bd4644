import { networkFamily } from './networkFamily.js';

// CAIP-2 references are the first 32 hex characters of each chain's genesis block hash.
// RPC URLs point at the Esplora REST API: Bitcoin has no public JSON-RPC endpoint.
const bitcoinChain = /* @__PURE__ */ networkFamily({
  chainNamespace: 'bip122',
  nativeCurrency: { name: 'Bitcoin', symbol: 'BTC', decimals: 8 },
  explorerName: 'Mempool',
});

/** Bitcoin mainnet. */
export const bitcoin = /* @__PURE__ */ bitcoinChain({
  id: '000000000019d6689c085ae165831e93',
  name: 'Bitcoin',
  rpcUrl: 'https://mempool.space/api',
  explorerUrl: 'https://mempool.space',
});

/** Bitcoin testnet (testnet3). */
export const bitcoinTestnet = /* @__PURE__ */ bitcoinChain({
  id: '000000000933ea01ad0ee984209779ba',
  name: 'Bitcoin Testnet',
  rpcUrl: 'https://mempool.space/testnet/api',
  explorerUrl: 'https://mempool.space/testnet',
  testnet: true,
});
