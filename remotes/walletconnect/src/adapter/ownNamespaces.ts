import { WALLET_CONNECT_CONNECTOR_ID, type ChainNamespace } from '@foyer/kernel';

/** The chain families whose active account is WalletConnect's (the store's `activeConnectorIds`). */
export function ownNamespaces(activeConnectorIds: Partial<Record<ChainNamespace, string>>): ChainNamespace[] {
  return (Object.keys(activeConnectorIds) as ChainNamespace[]).filter(
    (namespace) => activeConnectorIds[namespace] === WALLET_CONNECT_CONNECTOR_ID,
  );
}
