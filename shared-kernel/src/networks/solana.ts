import { networkFamily } from './networkFamily.js';

// CAIP-2 references are the first 32 characters of each cluster's genesis hash.
const solanaCluster = /* @__PURE__ */ networkFamily({
  chainNamespace: 'solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  explorerName: 'Solscan',
});

/** Solana mainnet-beta. */
export const solana = /* @__PURE__ */ solanaCluster({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  name: 'Solana',
  rpcUrl: 'https://api.mainnet-beta.solana.com',
  explorerUrl: 'https://solscan.io',
});

/** Solana devnet. */
export const solanaDevnet = /* @__PURE__ */ solanaCluster({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  name: 'Solana Devnet',
  rpcUrl: 'https://api.devnet.solana.com',
  explorerUrl: 'https://solscan.io/?cluster=devnet',
  testnet: true,
});

/** Solana testnet. */
export const solanaTestnet = /* @__PURE__ */ solanaCluster({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  name: 'Solana Testnet',
  rpcUrl: 'https://api.testnet.solana.com',
  explorerUrl: 'https://solscan.io/?cluster=testnet',
  testnet: true,
});
