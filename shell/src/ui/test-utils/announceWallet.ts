import { EIP6963_ANNOUNCE_EVENT, type Eip1193RequestArguments } from '@foyer/kernel';
import { FAKE_WALLET_ADDRESS } from './fakeWallet.js';

const ICON = `data:image/svg+xml;base64,${btoa('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"/>')}`;

/** Announces a scripted EIP-6963 wallet to the page (the real discovery path) that approves connections. */
export function announceWallet({ rdns = 'dev.foyer.wallet', name = 'Foyer Dev Wallet' } = {}): void {
  const provider = {
    async request({ method }: Eip1193RequestArguments): Promise<unknown> {
      if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [FAKE_WALLET_ADDRESS];
      if (method === 'eth_chainId') return '0x7a69';
      return null;
    },
    on: () => provider,
    removeListener: () => provider,
  };
  const detail = Object.freeze({ info: Object.freeze({ uuid: '5b0d4c3e-8a8f-4b8e-9d1c-2f3a4b5c6d7e', name, icon: ICON, rdns }), provider });
  window.dispatchEvent(new CustomEvent(EIP6963_ANNOUNCE_EVENT, { detail }));
}
