export type TransactionStatus = 'confirmed' | 'failed' | 'pending';
export type TransactionDirection = 'in' | 'out' | 'self';

export type TransactionImage = { url: string | undefined };

export type TransactionFungibleInfo = {
  name?: string;
  symbol?: string;
  icon?: TransactionImage;
};

export type TransactionNftInfo = {
  name?: string;
  content?: { preview?: TransactionImage; detail?: TransactionImage };
  flags: { is_spam: boolean };
};

export type TransactionQuantity = { numeric: string };

export type TransactionTransfer = {
  fungible_info?: TransactionFungibleInfo;
  nft_info?: TransactionNftInfo;
  direction: TransactionDirection;
  quantity: TransactionQuantity;
  value?: number;
  price?: number;
};

export type TransactionMetadata = {
  /** ISO date of mining. */
  minedAt: string;
  /** CAIP-2 chain id. */
  chain: string;
  operationType: string;
  status: TransactionStatus;
  sentFrom: string;
  sentTo: string;
};

/** An activity entry (spec §3). */
export type Transaction = {
  id: string;
  metadata: TransactionMetadata;
  transfers: TransactionTransfer[];
  quantity?: TransactionQuantity;
};
