import type { CaipNetwork } from '../types/network.js';
import { bitcoin, bitcoinTestnet } from './bitcoin.js';
import { bsc } from './bsc.js';
import { foyerDevChain } from './foyerDevChain.js';
import { mainnet } from './mainnet.js';
import { solana, solanaDevnet, solanaTestnet } from './solana.js';

/** Every network the kernel defines: spec §3's built-ins plus the local dev chain. */
export const builtInNetworks: readonly CaipNetwork[] = [
  mainnet,
  bsc,
  solana,
  solanaDevnet,
  solanaTestnet,
  bitcoin,
  bitcoinTestnet,
  foyerDevChain,
];
