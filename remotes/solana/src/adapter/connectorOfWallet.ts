import { isSafeIconUri, type Connector } from '@foyer/kernel';
import type { Wallet } from '@wallet-standard/base';

/**
 * The connector id of a Solana Wallet Standard wallet: `solana:` and its name in lower-case words
 * joined by dashes ("Foyer Dev Wallet" -> `solana:foyer-dev-wallet`), stable across reloads.
 * @example
 * solanaConnectorId('Foyer Dev Wallet') // 'solana:foyer-dev-wallet'
 */
export function solanaConnectorId(walletName: string): string {
  const slug = walletName
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return `solana:${slug || 'wallet'}`;
}

/**
 * The connector announced for a Solana Wallet Standard wallet (driven by this remote).
 * @example
 * store.dispatch(connectorAdded(connectorOfWallet(wallet)))
 */
export function connectorOfWallet(wallet: Wallet): Connector {
  const icon = isSafeIconUri(wallet.icon) ? wallet.icon : undefined;
  return {
    id: solanaConnectorId(wallet.name),
    type: 'ANNOUNCED',
    name: wallet.name,
    chain: 'solana',
    remote: 'solana',
    ...(icon ? { imageUrl: icon } : {}),
    info: { name: wallet.name, ...(icon ? { icon } : {}) },
  };
}
