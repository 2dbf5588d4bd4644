import type { ChainNamespace, Wallet, WalletGroup } from '@foyer/kernel';

/** One row of the Connect view's wallet list. */
export type WalletListItem = {
  /** Stable id, used in the test id `wallet-<id>`: the catalogue id when known, else the connector id. */
  id: string;
  name: string;
  /** An image URL or data URI (announced icon, catalogue `image_url`); else use `imageId`. */
  imageUrl: string | undefined;
  /** Catalogue image id for `/getWalletImage/{id}`. */
  imageId: string | undefined;
  /** Set when the wallet is installed: connect with `connectConnector(connectorId)`. */
  connectorId: string | undefined;
  /** The catalogue entry, when known (deep links for wallets that are not installed). */
  wallet: Wallet | undefined;
  installed: boolean;
  /** The chain family of the connector behind the row (rows of catalogue wallets have none). */
  chain?: ChainNamespace;
  /** Among the recently used wallets. */
  recent: boolean;
};

export type WalletGroupEntry = { group: WalletGroup; items: WalletListItem[] };
