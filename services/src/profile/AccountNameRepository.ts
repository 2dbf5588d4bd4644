import { randomUUID } from 'node:crypto';
import type { RegisteredName } from '@foyer/kernel';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import type { AccountNamesTable } from './AccountNamesTable.js';

/** A registered name as stored: `label` without the suffix, `address` EIP-55 or base58. */
export type StoredAccountName = {
  label: string;
  coinType: number;
  address: string;
  /** The signed message's timestamp (ms). */
  signedAt: number;
  attributes: RegisteredName['attributes'];
  createdAt: string;
};

export type NewAccountName = Omit<StoredAccountName, 'attributes'> & { message: string; signature: string };

function attributesOf(text: string): RegisteredName['attributes'] {
  const parsed = JSON.parse(text) as Record<string, unknown>;
  return {
    ...(typeof parsed.avatar === 'string' ? { avatar: parsed.avatar } : {}),
    ...(typeof parsed.bio === 'string' ? { bio: parsed.bio } : {}),
  };
}

function toStored(row: Selectable<AccountNamesTable>): StoredAccountName {
  return {
    label: row.label,
    coinType: Number(row.coin_type),
    address: row.address,
    signedAt: Number(row.signed_at),
    attributes: attributesOf(row.attributes),
    createdAt: row.created_at,
  };
}

/** Registered account names (migration 0008). Uniqueness is the database's: see `insert`. */
export class AccountNameRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async findByLabel(label: string): Promise<StoredAccountName | undefined> {
    const row = await this.#db.selectFrom('account_names').selectAll().where('label', '=', label).executeTakeFirst();
    return row === undefined ? undefined : toStored(row);
  }

  /** The names of `address`, newest registration (its primary name) first. */
  async listByAddress(address: string): Promise<StoredAccountName[]> {
    const rows = await this.#db
      .selectFrom('account_names')
      .selectAll()
      .where('address', '=', address)
      .orderBy('signed_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
    return rows.map(toStored);
  }

  /** Which of `labels` are registered. */
  async takenLabels(labels: readonly string[]): Promise<Set<string>> {
    if (labels.length === 0) return new Set();
    const rows = await this.#db.selectFrom('account_names').select('label').where('label', 'in', labels).execute();
    return new Set(rows.map((row) => row.label));
  }

  /** The timestamp of the newest message `address` registered with, if any. */
  async latestSignedAt(address: string): Promise<number | undefined> {
    const row = await this.#db
      .selectFrom('account_names')
      .select((eb) => eb.fn.max('signed_at').as('latest'))
      .where('address', '=', address)
      .executeTakeFirst();
    return row?.latest === null || row?.latest === undefined ? undefined : Number(row.latest);
  }

  /**
   * Stores a registration unless its label is taken or the address already registered with that timestamp (the
   * unique indexes decide, so two racing requests cannot both land); `false` then, and nothing is written.
   */
  async insert(name: NewAccountName): Promise<boolean> {
    const result = await this.#db
      .insertInto('account_names')
      .values({
        id: randomUUID(),
        label: name.label,
        coin_type: name.coinType,
        address: name.address,
        message: name.message,
        signature: name.signature,
        signed_at: name.signedAt,
        attributes: '{}',
        created_at: name.createdAt,
      })
      .onConflict((conflict) => conflict.doNothing())
      .executeTakeFirst();
    return Number(result.numInsertedOrUpdatedRows ?? 0n) === 1;
  }
}
