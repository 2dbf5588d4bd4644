import { defineFeature } from '@foyer/kernel';
import { getWallets } from '@wallet-standard/app';
import { createSolanaAdapter } from './adapter/createSolanaAdapter.js';

/**
 * `foyer_solana`: the Solana adapter remote. No views: its setup starts Wallet Standard discovery,
 * announces each Solana wallet as a connector and returns the `ConnectorAdapter` the shell drives
 * those connectors with (connect, restore, disconnect, switchNetwork, getProvider).
 */
export default defineFeature({
  id: 'solana',
  views: {},
  setup: ({ store, shell }) => createSolanaAdapter({ store, shell, wallets: getWallets() }),
});
