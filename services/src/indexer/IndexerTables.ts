import type { ColumnType } from 'kysely';

/** A bigint column: PostgreSQL's driver reads it as a string, SQLite as a number; written as a number. */
type BigintColumn = ColumnType<number | string, number, number>;

/** Row of `indexer_chains` (migration 0009): where the indexer of one EVM chain stands. */
export type IndexerChainsTable = {
  /** CAIP-2 id, e.g. `eip155:31337`. */
  chain_id: string;
  /** Hash of block 0: a different one means a reset chain. */
  genesis_hash: string;
  /** The last block whose activity is stored (0 before the first block). */
  last_block: BigintColumn;
};

/** Row of `indexer_blocks`: the hash of each indexed recent block, to notice a reorg. */
export type IndexerBlocksTable = {
  chain_id: string;
  block_number: BigintColumn;
  block_hash: string;
};

/** Row of `indexer_activity`: one transaction as one account sees it (its direction on each transfer). */
export type IndexerActivityTable = {
  chain_id: string;
  /** Lower-case address. */
  account: string;
  block_number: BigintColumn;
  /** Position of the transaction in its block. */
  tx_index: number;
  tx_hash: string;
  /** Block timestamp, seconds. */
  mined_at: BigintColumn;
  status: string;
  operation_type: string;
  sent_from: string;
  sent_to: string;
  /** JSON array of `StoredTransfer`. */
  transfers: string;
};
