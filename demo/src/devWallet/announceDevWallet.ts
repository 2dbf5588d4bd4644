import type { DevWalletProvider } from './createDevWalletProvider.js';
import { devWalletIcon } from './devWalletIcon.js';
import { randomUuid } from './randomUuid.js';

export const DEV_WALLET_RDNS = 'dev.foyer.wallet';
export const DEV_WALLET_NAME = 'Foyer Dev Wallet';

/**
 * Announces the provider through EIP-6963: once now, and again on every
 * `eip6963:requestProvider`. Returns a function that stops answering requests.
 */
export function announceDevWallet(provider: DevWalletProvider, target: EventTarget = window): () => void {
  const info = Object.freeze({ uuid: randomUuid(), name: DEV_WALLET_NAME, icon: devWalletIcon, rdns: DEV_WALLET_RDNS });
  const detail = Object.freeze({ info, provider });
  const announce = (): void => {
    target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  };
  target.addEventListener('eip6963:requestProvider', announce);
  announce();
  return () => target.removeEventListener('eip6963:requestProvider', announce);
}
