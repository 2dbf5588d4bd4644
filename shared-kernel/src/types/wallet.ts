export type WalletBadgeType = 'certified' | 'none';

/** A catalogue wallet (spec §3, served by `/getWallets`). */
export type Wallet = {
  id: string;
  name: string;
  /** Image id for `/getWalletImage/{image_id}` (the wallet id). */
  image_id: string | null;
  /** Absolute image URL when the catalogue provides one; null means build it from `image_id`. */
  image_url: string | null;
  mobile_link: string | null;
  desktop_link: string | null;
  webapp_link: string | null;
  /** EIP-6963 reverse-DNS id. */
  rdns: string | null;
  /** CAIP-2 chain ids, including namespaces Foyer does not support (e.g. `near:mainnet`). */
  chains: string[];
  badge_type: WalletBadgeType | null;
  /** Where to get the wallet (the wallet guide's "Get a wallet"): its site and app store pages, when known. */
  homepage?: string | null;
  app_store?: string | null;
  play_store?: string | null;
};

export type GetWalletsParameters = {
  /** 1-based page number. */
  page: number;
  /** Page size, 1..100. */
  entries: number;
  search?: string;
  include?: readonly string[];
  exclude?: readonly string[];
  chains?: readonly string[];
  badge_type?: WalletBadgeType;
};

export type GetWalletsReturnType = {
  count: number;
  data: Wallet[];
  /** Malformed wallets the widget dropped from this page (spec §5 messages), for the log. */
  invalid?: { readonly message: string; readonly path?: readonly PropertyKey[] }[];
};

/** Argument of the infinite wallet query (pages are the page param). */
export type GetWalletsInfiniteParameters = Omit<GetWalletsParameters, 'page' | 'entries'>;
