import { defineFeature, type ShellBridge } from '@foyer/kernel';
import { getWallets, type Wallets } from '@wallet-standard/app';
import { createSolanaAdapter } from './adapter/createSolanaAdapter.js';

/**
 * Where the shell keeps the wallets its Wallet Standard handshake discovered, in `shell.providers`
 * (the shell's `WALLET_STANDARD_REGISTRY_KEY`, `shell/src/connectors/discovery/walletStandard/`).
 */
export const SHELL_WALLET_STANDARD_KEY = 'wallet-standard registry';

/**
 * The page's Wallet Standard wallets: those the shell already discovered (the remote loads only on
 * intent, long after wallets registered), else, under a shell that does not discover them, this
 * remote's own registry. Never both, so no wallet is announced twice.
 */
function walletsOf(shell: Pick<ShellBridge, 'providers'>): Pick<Wallets, 'get' | 'on'> {
  return (shell.providers.get(SHELL_WALLET_STANDARD_KEY) as Pick<Wallets, 'get' | 'on'> | undefined) ?? getWallets();
}

/**
 * `foyer_solana`: the Solana adapter remote. No views: its setup takes the page's Wallet Standard
 * wallets (from the shell's discovery), announces each Solana wallet as a connector and returns the
 * `ConnectorAdapter` the shell drives those connectors with (connect, restore, disconnect,
 * switchNetwork, getProvider).
 */
export default defineFeature({
  id: 'solana',
  views: {},
  setup: ({ store, shell }) => createSolanaAdapter({ store, shell, wallets: walletsOf(shell) }),
});
