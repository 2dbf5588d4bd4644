import type { Eip6963ProviderInfo } from './eip1193.js';
import type { ChainNamespace } from './network.js';
import type { AdapterRemoteId } from './remote.js';

/** How a connector reaches its wallet (spec §3). */
export type ConnectorType = 'EXTERNAL' | 'WALLET_CONNECT' | 'INJECTED' | 'ANNOUNCED' | 'AUTH' | 'MULTI_CHAIN';

/**
 * A wallet connector as kept in state: serializable, no provider object (providers live in
 * the shell's connector registry, keyed by `id`).
 */
export type Connector = {
  id: string;
  type: ConnectorType;
  name: string;
  chain: ChainNamespace;
  imageUrl?: string;
  imageId?: string;
  /** Catalogue wallet id when matched. */
  explorerId?: string;
  info?: Partial<Eip6963ProviderInfo>;
  /** The adapter remote that drives this connector (its `ConnectorAdapter`); absent for the shell's own EIP-1193 connectors. */
  remote?: AdapterRemoteId;
  /** For MULTI_CHAIN connectors, the per-namespace connectors. */
  connectors?: Connector[];
};

/** Wallet list group (spec §2), in display order `CONNECTOR_TYPE_ORDER`. */
export type WalletGroup = 'walletConnect' | 'recent' | 'injected' | 'featured' | 'custom' | 'external' | 'recommended';
