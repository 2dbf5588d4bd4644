import { defineNetwork } from './defineNetwork.js';

const nativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 };

// CAIP-2 references are the first 32 characters of each cluster's genesis hash.

/** Solana mainnet-beta. */
export const solana = /* @__PURE__ */ defineNetwork({
  id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
  chainNamespace: 'solana',
  name: 'Solana',
  nativeCurrency,
  rpcUrls: { default: { http: ['https://api.mainnet-beta.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io' } },
});

/** Solana devnet. */
export const solanaDevnet = /* @__PURE__ */ defineNetwork({
  id: 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1',
  chainNamespace: 'solana',
  name: 'Solana Devnet',
  nativeCurrency,
  rpcUrls: { default: { http: ['https://api.devnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=devnet' } },
  testnet: true,
});

/** Solana testnet. */
export const solanaTestnet = /* @__PURE__ */ defineNetwork({
  id: '4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z',
  chainNamespace: 'solana',
  name: 'Solana Testnet',
  nativeCurrency,
  rpcUrls: { default: { http: ['https://api.testnet.solana.com'] } },
  blockExplorers: { default: { name: 'Solscan', url: 'https://solscan.io/?cluster=testnet' } },
  testnet: true,
});
