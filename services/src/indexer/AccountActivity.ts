import type { TransactionDirection, TransactionStatus } from '@foyer/kernel';

/** One movement of value as stored: base units, token metadata resolved when indexed; spam is decided when read. */
export type StoredTransfer = {
  kind: 'native' | 'erc20' | 'erc721';
  /** Lower-case token contract (not for native). */
  contract?: string;
  direction: TransactionDirection;
  /** Base units (decimal string); 1 for an ERC-721 item. */
  amount: string;
  /** ERC-721 item id (decimal string). */
  tokenId?: string;
  name?: string;
  symbol?: string;
  decimals?: number;
};

/** One transaction as one account sees it: what the indexer stores and the history endpoint reads. */
export type AccountActivity = {
  chainId: string;
  /** Lower-case address (EVM) or base58 (Solana). */
  account: string;
  blockNumber: number;
  /** Position in the block. */
  txIndex: number;
  hash: string;
  /** Seconds since the epoch. */
  minedAt: number;
  status: TransactionStatus;
  operationType: string;
  sentFrom: string;
  sentTo: string;
  transfers: StoredTransfer[];
};

/** A position in an account's history, newest first: everything strictly before it comes next. */
export type ActivityPosition = { blockNumber: number; txIndex: number };
