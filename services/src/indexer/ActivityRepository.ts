import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import type { AccountActivity, ActivityPosition, StoredTransfer } from './AccountActivity.js';

/** Rows per INSERT: 11 columns each stays far below SQLite's bound-variable limit. */
const INSERT_CHUNK = 500;

export type IndexedChain = { genesisHash: string; lastBlock: number };

/** What one indexing step stores at once: the blocks read (number, hash) and the activity they hold. */
export type IndexedBlocks = { blocks: { number: number; hash: string }[]; activity: AccountActivity[] };

async function insertActivity(trx: Kysely<DatabaseSchema>, activity: readonly AccountActivity[]): Promise<void> {
  for (let start = 0; start < activity.length; start += INSERT_CHUNK) {
    const rows = activity.slice(start, start + INSERT_CHUNK).map((item) => ({
      chain_id: item.chainId,
      account: item.account,
      block_number: item.blockNumber,
      tx_index: item.txIndex,
      tx_hash: item.hash,
      mined_at: item.minedAt,
      status: item.status,
      operation_type: item.operationType,
      sent_from: item.sentFrom,
      sent_to: item.sentTo,
      transfers: JSON.stringify(item.transfers),
    }));
    // Idempotent: a block indexed twice (a crash between reading and storing) adds nothing.
    await trx
      .insertInto('indexer_activity')
      .values(rows)
      .onConflict((conflict) => conflict.columns(['chain_id', 'account', 'block_number', 'tx_index']).doNothing())
      .execute();
  }
}

/** Stores what the indexer reads from the dev chains and pages through one account's history. */
export class ActivityRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async findChain(chainId: string): Promise<IndexedChain | undefined> {
    const row = await this.#db.selectFrom('indexer_chains').selectAll().where('chain_id', '=', chainId).executeTakeFirst();
    return row === undefined ? undefined : { genesisHash: row.genesis_hash, lastBlock: Number(row.last_block) };
  }

  /** Forgets everything stored about `chainId` and starts it over for the chain whose block 0 is `genesisHash`. */
  async resetChain(chainId: string, genesisHash: string): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('indexer_activity').where('chain_id', '=', chainId).execute();
      await trx.deleteFrom('indexer_blocks').where('chain_id', '=', chainId).execute();
      await trx.deleteFrom('indexer_chains').where('chain_id', '=', chainId).execute();
      await trx.insertInto('indexer_chains').values({ chain_id: chainId, genesis_hash: genesisHash, last_block: -1 }).execute();
    });
  }

  /** The stored hash of block `blockNumber`, if that block is still remembered. */
  async blockHash(chainId: string, blockNumber: number): Promise<string | undefined> {
    const row = await this.#db
      .selectFrom('indexer_blocks')
      .select('block_hash')
      .where('chain_id', '=', chainId)
      .where('block_number', '=', blockNumber)
      .executeTakeFirst();
    return row?.block_hash;
  }

  /** The oldest block whose hash is remembered. */
  async oldestRememberedBlock(chainId: string): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('indexer_blocks')
      .select((eb) => eb.fn.min('block_number').as('oldest'))
      .where('chain_id', '=', chainId)
      .executeTakeFirst();
    return row?.oldest === null || row?.oldest === undefined ? undefined : Number(row.oldest);
  }

  /**
   * Stores `indexed` and moves the chain's last block to the last of `indexed.blocks`, in one transaction (a crash
   * never leaves half a block). Block hashes older than `keepBlocks` behind are dropped.
   */
  async commit(chainId: string, indexed: IndexedBlocks, keepBlocks: number): Promise<void> {
    const last = indexed.blocks.at(-1);
    if (last === undefined) return;
    await this.#db.transaction().execute(async (trx) => {
      await insertActivity(trx, indexed.activity);
      const remembered = indexed.blocks.slice(-keepBlocks);
      for (let start = 0; start < remembered.length; start += INSERT_CHUNK) {
        const rows = remembered.slice(start, start + INSERT_CHUNK).map((block) => ({ chain_id: chainId, block_number: block.number, block_hash: block.hash }));
        await trx
          .insertInto('indexer_blocks')
          .values(rows)
          .onConflict((conflict) => conflict.columns(['chain_id', 'block_number']).doUpdateSet((eb) => ({ block_hash: eb.ref('excluded.block_hash') })))
          .execute();
      }
      await trx.deleteFrom('indexer_blocks').where('chain_id', '=', chainId).where('block_number', '<=', last.number - keepBlocks).execute();
      await trx.updateTable('indexer_chains').set({ last_block: last.number }).where('chain_id', '=', chainId).execute();
    });
  }

  /** Drops what was stored above `blockNumber` (those blocks were replaced by a reorg). */
  async rollBack(chainId: string, blockNumber: number): Promise<void> {
    await this.#db.transaction().execute(async (trx) => {
      await trx.deleteFrom('indexer_activity').where('chain_id', '=', chainId).where('block_number', '>', blockNumber).execute();
      await trx.deleteFrom('indexer_blocks').where('chain_id', '=', chainId).where('block_number', '>', blockNumber).execute();
      await trx.updateTable('indexer_chains').set({ last_block: blockNumber }).where('chain_id', '=', chainId).execute();
    });
  }

  /** Up to `limit` transactions of `account` on `chainId`, newest first, strictly before `before` when given. */
  async page(chainId: string, account: string, limit: number, before?: ActivityPosition): Promise<AccountActivity[]> {
    let query = this.#db.selectFrom('indexer_activity').selectAll().where('chain_id', '=', chainId).where('account', '=', account);
    if (before !== undefined) {
      query = query.where((eb) =>
        eb.or([
          eb('block_number', '<', before.blockNumber),
          eb.and([eb('block_number', '=', before.blockNumber), eb('tx_index', '<', before.txIndex)]),
        ]),
      );
    }
    const rows = await query.orderBy('block_number', 'desc').orderBy('tx_index', 'desc').limit(limit).execute();
    return rows.map((row) => ({
      chainId: row.chain_id,
      account: row.account,
      blockNumber: Number(row.block_number),
      txIndex: row.tx_index,
      hash: row.tx_hash,
      minedAt: Number(row.mined_at),
      status: row.status === 'failed' ? 'failed' : row.status === 'pending' ? 'pending' : 'confirmed',
      operationType: row.operation_type,
      sentFrom: row.sent_from,
      sentTo: row.sent_to,
      transfers: JSON.parse(row.transfers) as StoredTransfer[],
    }));
  }

  /** Bulk insert for the bench and tests: rows as the indexer stores them, without moving any chain's position. */
  async insertActivity(activity: readonly AccountActivity[]): Promise<void> {
    await this.#db.transaction().execute((trx) => insertActivity(trx, activity));
  }
}
