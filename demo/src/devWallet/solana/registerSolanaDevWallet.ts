import { registerWallet } from '@wallet-standard/wallet';
import { createSolanaDevWallet, type SolanaDevWallet, type SolanaDevWalletOptions } from './createSolanaDevWallet.js';

/**
 * Registers the Solana "Foyer Dev Wallet" with the page's Wallet Standard registry (dapps discover
 * it with `getWallets()`), backed by Solana dev account 0 and the dev Solana node at `rpcUrl`.
 * `reject: true` makes every connect request fail like a user clicking "Reject" (`?devWallet=reject`).
 * The permission survives reloads in `localStorage`.
 * @example
 * registerSolanaDevWallet({ rpcUrl: config.solanaUrl, reject: config.devWalletRejects })
 */
export function registerSolanaDevWallet(options: Omit<SolanaDevWalletOptions, 'storage'> & Partial<Pick<SolanaDevWalletOptions, 'storage'>>): SolanaDevWallet {
  const wallet = createSolanaDevWallet({ storage: window.localStorage, ...options });
  registerWallet(wallet);
  return wallet;
}
