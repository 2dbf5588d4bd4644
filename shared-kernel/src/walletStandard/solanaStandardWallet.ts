import { isSafeIconUri } from '../eip6963/isSafeIconUri.js';
import type { Connector } from '../types/connector.js';

/** What the Solana rules read of a Wallet Standard wallet (a structural subset of `@wallet-standard/base`'s Wallet). */
export type StandardWalletInfo = {
  readonly name: string;
  readonly icon?: string | undefined;
  readonly chains: readonly string[];
  readonly features: Readonly<Record<string, unknown>>;
};

/** Features that let a dapp use a Solana account; a wallet needs one of them besides `standard:connect`. */
const SOLANA_SIGN_FEATURES = ['solana:signTransaction', 'solana:signAndSendTransaction', 'solana:signMessage'] as const;

/**
 * Whether a Wallet Standard wallet can connect Solana accounts: it has `standard:connect`, a
 * `solana:` chain and a Solana signing feature. The shell's discovery and the `solana` remote share it.
 * @example
 * wallets.filter(isSolanaStandardWallet)
 */
export function isSolanaStandardWallet(wallet: StandardWalletInfo): boolean {
  return (
    'standard:connect' in wallet.features &&
    wallet.chains.some((chain) => chain.startsWith('solana:')) &&
    SOLANA_SIGN_FEATURES.some((feature) => feature in wallet.features)
  );
}

/**
 * The connector id of a Solana Wallet Standard wallet: `solana:` and its name in lower-case words
 * joined by dashes, stable across reloads.
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
 * The connector of a Solana Wallet Standard wallet, announced by the shell's discovery and by the
 * `solana` remote alike (one id, so both announcements are one entry).
 * @example
 * store.dispatch(connectorAdded(solanaStandardConnector(wallet)))
 */
export function solanaStandardConnector(wallet: Pick<StandardWalletInfo, 'name' | 'icon'>): Connector {
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
