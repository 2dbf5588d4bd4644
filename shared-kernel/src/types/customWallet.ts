import type { Wallet } from './wallet.js';

/**
 * A wallet the dapp lists that the catalogue does not know (the `customWallets` option, AppKit's
 * shape). Links are optional; `mobile_link` / `desktop_link` / `webapp_link` open the pairing URI
 * like a catalogue wallet's, `homepage`, `app_store` and `play_store` are where to get it.
 */
export type CustomWallet = {
  id: string;
  name: string;
  homepage?: string;
  image_url?: string;
  mobile_link?: string;
  desktop_link?: string;
  webapp_link?: string;
  app_store?: string;
  play_store?: string;
};

/** A validated custom wallet in the catalogue's `Wallet` shape, with where to get it. */
export type CustomWalletEntry = Wallet & Required<Pick<Wallet, 'homepage' | 'app_store' | 'play_store'>>;
