import type { Wallet } from '@wallet-standard/base';

/** Features that let a dapp use a Solana account; a wallet needs one of them besides `standard:connect`. */
const SOLANA_SIGN_FEATURES = ['solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signMessage'] as const;

/**
 * Whether a Wallet Standard wallet can connect Solana accounts: it has `standard:connect`, a
 * `solana:` chain and a Solana signing feature.
 * @example
 * getWallets().get().filter(isSolanaWallet)
 */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    'standard:connect' in wallet.features &&
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    SOLANA_SIGN_FEATURES.some((feature) => feature in wallet.features)
  );
}
