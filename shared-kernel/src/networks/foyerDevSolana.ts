import { DEFAULT_PORTS } from '../constants.js';
import { defineNetwork } from './defineNetwork.js';

/**
 * Genesis hash the local Solana dev node (`startSolanaNode`, port 8899) reports from `getGenesisHash`.
 * Made up and local only: no public cluster has it. Its first 32 characters are the CAIP-2 reference
 * of `foyerDevSolana`, as for every Solana cluster.
 */
export const FOYER_DEV_SOLANA_GENESIS_HASH = 'FoyerDevSo1anaLoca1Genesis111111111111111111';

/**
 * The local Solana dev network started by `npm start` (an in-process SVM behind a JSON-RPC server,
 * HTTP and WebSocket on 8899, WebSocket also on 8900). Its reference is local: it exists on no
 * public cluster.
 */
export const foyerDevSolana = /* @__PURE__ */ defineNetwork({
  id: FOYER_DEV_SOLANA_GENESIS_HASH.slice(0, 32),
  chainNamespace: 'solana',
  name: 'Foyer Dev Solana',
  nativeCurrency: { name: 'Solana', symbol: 'SOL', decimals: 9 },
  rpcUrls: { default: { http: [`http://127.0.0.1:${DEFAULT_PORTS.solana}`], webSocket: [`ws://127.0.0.1:${DEFAULT_PORTS.solana}`] } },
  testnet: true,
});

/**
 * The 32-byte Ed25519 private-key seeds (hex) of the Solana dev accounts, SHA-256 of
 * `foyer dev solana <index>`. PUBLIC dev keys, like anvil's mnemonic: anyone can spend what they
 * hold, never send them real funds. The dev node funds each with `FOYER_DEV_SOLANA_LAMPORTS` at start;
 * the demo's Solana dev wallet signs with seed 0.
 */
export const FOYER_DEV_SOLANA_SEEDS = Object.freeze([
  '1c56b42bcc41d30a8c6d63d56e75a55155f16afe6a93265ff113c2e13f749e4d',
  '05e743b2088bfa0eadaa916c2521db569df1505ca3031281a081a1e2e2ba3d23',
  '714ed537ed0ad476bca999c7b709d923d001c4f70506265aaf4dea49e8460f79',
  '568710979e889385b8c2db6cc1851cfafa1499fa5948981b94eae62ea94d2b49',
] as const);

/** The base58 addresses of `FOYER_DEV_SOLANA_SEEDS`, same order (dev account 0 first). */
export const FOYER_DEV_SOLANA_ADDRESSES = Object.freeze([
  'H3GrTCZnFN1mK6rSBjyRZnXaMTuqaSGE8JMpiHrzRoKA',
  'F9zv9nhR9uyTRuDjMs9XijjE6WDZutMgaUTodeB6zrRp',
  '9qZvLUWGzMN1SXnQuVgcq32z4q6xczdE9J4cZW4zkcJ7',
  '6vaheqVLpHbTgegQgeXKBALEwgUv4or7RWW4shfJBH3Q',
] as const);

/** Lamports each Solana dev account holds when the dev node starts: 1000 SOL. */
export const FOYER_DEV_SOLANA_LAMPORTS = 1_000_000_000_000n;
