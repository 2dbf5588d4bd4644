import type { OnrampPurchase, OnrampPurchaseStatus, OnrampQuote } from '@foyer/kernel';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import type { OnrampPurchasesTable } from './OnrampTables.js';

/** A stored quote with what the checkout checks against it. */
export type StoredOnrampQuote = {
  quote: OnrampQuote;
  network: string;
  purchaseCurrency: string;
  paymentMethod: string;
  /** ms since the epoch. */
  expiresAt: number;
};

/** A purchase as stored: the contract's `OnrampPurchase` plus what delivery needs. */
export type StoredOnrampPurchase = OnrampPurchase & {
  quoteId: string;
  network: string;
  purchaseCurrency: string;
  /** EIP-55 or base58. */
  address: string;
  /** ms since the epoch. */
  expiresAt: number;
};

export type NewOnrampPurchase = Pick<StoredOnrampPurchase, 'id' | 'provider' | 'quoteId' | 'network' | 'purchaseCurrency' | 'address' | 'expiresAt'> & {
  quote: OnrampQuote;
};

/** Answers newest first, at most this many. */
export const ONRAMP_PURCHASES_LIST_LIMIT = 50;
/** Unused quotes are deleted this long after they expired. */
const QUOTE_RETENTION_MS = 60 * 60_000;

function toPurchase(row: Selectable<OnrampPurchasesTable>): StoredOnrampPurchase {
  return {
    id: row.id,
    provider: row.provider,
    status: row.status,
    destination: `${row.network}:${row.address}`,
    purchaseAmount: { amount: row.purchase_amount, currency: row.purchase_currency, baseUnits: row.base_units },
    paymentTotal: { amount: row.payment_total, currency: row.payment_currency },
    txHash: row.tx_hash,
    error: row.error,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    quoteId: row.quote_id,
    network: row.network,
    purchaseCurrency: row.purchase_currency,
    address: row.address,
    expiresAt: Number(row.expires_at),
  };
}

/** The onramp's quotes and purchases (migration 0010). Status changes are conditional updates: see `transition`. */
export class OnrampRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  /** Stores `quote` and drops quotes that expired long ago without a purchase. */
  async insertQuote(stored: StoredOnrampQuote, now: number): Promise<void> {
    await this.#db
      .insertInto('onramp_quotes')
      .values({
        id: stored.quote.quoteId,
        provider: stored.quote.provider,
        network: stored.network,
        purchase_currency: stored.purchaseCurrency,
        payment_method: stored.paymentMethod,
        quote: JSON.stringify(stored.quote),
        expires_at: stored.expiresAt,
        created_at: new Date(now).toISOString(),
      })
      .execute();
    await this.#db
      .deleteFrom('onramp_quotes')
      .where('expires_at', '<', now - QUOTE_RETENTION_MS)
      .where('id', 'not in', this.#db.selectFrom('onramp_purchases').select('quote_id'))
      .execute();
  }

  async findQuote(quoteId: string): Promise<StoredOnrampQuote | undefined> {
    const row = await this.#db.selectFrom('onramp_quotes').selectAll().where('id', '=', quoteId).executeTakeFirst();
    if (row === undefined) return undefined;
    return {
      quote: JSON.parse(row.quote) as OnrampQuote,
      network: row.network,
      purchaseCurrency: row.purchase_currency,
      paymentMethod: row.payment_method,
      expiresAt: Number(row.expires_at),
    };
  }

  /** Inserts a `pending` purchase; false when its quote already backs one (unique `quote_id`). */
  async insertPurchase(purchase: NewOnrampPurchase, now: number): Promise<boolean> {
    const at = new Date(now).toISOString();
    const { quote } = purchase;
    const inserted = await this.#db
      .insertInto('onramp_purchases')
      .values({
        id: purchase.id,
        provider: purchase.provider,
        quote_id: purchase.quoteId,
        network: purchase.network,
        purchase_currency: purchase.purchaseCurrency,
        address: purchase.address,
        purchase_amount: quote.purchaseAmount.amount,
        base_units: quote.purchaseAmount.baseUnits,
        payment_total: quote.paymentTotal.amount,
        payment_currency: quote.paymentTotal.currency,
        status: 'pending',
        tx_hash: null,
        error: null,
        expires_at: purchase.expiresAt,
        created_at: at,
        updated_at: at,
      })
      .onConflict((conflict) => conflict.column('quote_id').doNothing())
      .executeTakeFirst();
    return Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 1;
  }

  async findPurchase(id: string): Promise<StoredOnrampPurchase | undefined> {
    const row = await this.#db.selectFrom('onramp_purchases').selectAll().where('id', '=', id).executeTakeFirst();
    return row === undefined ? undefined : toPurchase(row);
  }

  async findPurchaseByQuote(quoteId: string): Promise<StoredOnrampPurchase | undefined> {
    const row = await this.#db.selectFrom('onramp_purchases').selectAll().where('quote_id', '=', quoteId).executeTakeFirst();
    return row === undefined ? undefined : toPurchase(row);
  }

  /** The purchases delivered (or to be delivered) to `address`, newest first. */
  async listByAddress(address: string, provider: string): Promise<StoredOnrampPurchase[]> {
    const rows = await this.#db
      .selectFrom('onramp_purchases')
      .selectAll()
      .where('address', '=', address)
      .where('provider', '=', provider)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(ONRAMP_PURCHASES_LIST_LIMIT)
      .execute();
    return rows.map(toPurchase);
  }

  /**
   * Moves purchase `id` from `from` to `to` (with `fields`) in one conditional update: true for exactly one caller
   * when several race, which is what makes a confirm deliver at most once.
   */
  async transition(
    id: string,
    from: OnrampPurchaseStatus,
    to: OnrampPurchaseStatus,
    now: number,
    fields: { txHash?: string; error?: string } = {},
  ): Promise<boolean> {
    const result = await this.#db
      .updateTable('onramp_purchases')
      .set({
        status: to,
        updated_at: new Date(now).toISOString(),
        ...(fields.txHash === undefined ? {} : { tx_hash: fields.txHash }),
        ...(fields.error === undefined ? {} : { error: fields.error }),
      })
      .where('id', '=', id)
      .where('status', '=', from)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  }

  /** Records the delivery transaction while the purchase is `delivering`. */
  async recordTxHash(id: string, txHash: string, now: number): Promise<void> {
    await this.#db
      .updateTable('onramp_purchases')
      .set({ tx_hash: txHash, updated_at: new Date(now).toISOString() })
      .where('id', '=', id)
      .where('status', '=', 'delivering')
      .execute();
  }
}
