/**
 * The multi-family configuration of the foyer bench page (`?networks=multi`): EVM + Solana networks
 * and one Wallet Standard wallet on the page. Its own chunk, so the plain foyer page's figures
 * carry none of it.
 */
import { createFoyer, foyerDevChain, foyerDevSolana, mainnet, solana } from '@foyer/shell';
import { registerBenchSolanaWallet } from './registerBenchSolanaWallet.js';

export function createMultiFamilyFoyer(apiUrl: string | null): void {
  registerBenchSolanaWallet();
  createFoyer({
    projectId: 'foyer-demo-basic',
    ...(apiUrl ? { apiUrl } : {}),
    networks: [mainnet, foyerDevChain, solana, foyerDevSolana],
  });
}
