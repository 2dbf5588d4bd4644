import type { SiwxMessageData, SiwxSession } from '@foyer/kernel';
import type { Kysely, Selectable } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import type { SiwxSessionsTable } from './SiwxSessionsSchema.js';

export type NewSiwxSession = {
  id: string;
  projectId: string;
  address: string;
  caipNetworkId: string;
  message: string;
  signature: string;
  data: SiwxMessageData;
  tokenHash: string;
  expiresAt: number;
  createdAt: number;
};

/** A live session found by its token. */
export type SiwxSessionOwner = { projectId: string; address: string; caipNetworkId: string; expiresAt: number };

function toSession(row: Pick<Selectable<SiwxSessionsTable>, 'data' | 'message' | 'signature'>): SiwxSession {
  return { data: JSON.parse(row.data) as SiwxMessageData, message: row.message, signature: row.signature };
}

/** Reads and writes `siwx_sessions`; "live" means not revoked and not expired at `now` (epoch ms). */
export class SiwxSessionRepository {
  readonly #db: Kysely<DatabaseSchema>;

  constructor(db: Kysely<DatabaseSchema>) {
    this.#db = db;
  }

  async insert(session: NewSiwxSession, db: Kysely<DatabaseSchema> = this.#db): Promise<void> {
    await db
      .insertInto('siwx_sessions')
      .values({
        id: session.id,
        project_id: session.projectId,
        address: session.address,
        caip_network_id: session.caipNetworkId,
        message: session.message,
        signature: session.signature,
        data: JSON.stringify(session.data),
        token_hash: session.tokenHash,
        expires_at: session.expiresAt,
        revoked_at: null,
        created_at: session.createdAt,
      })
      .execute();
  }

  async findLiveByToken(tokenHash: string, now: number): Promise<SiwxSessionOwner | undefined> {
    const row = await this.#db
      .selectFrom('siwx_sessions')
      .select(['project_id', 'address', 'caip_network_id', 'expires_at'])
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return row && { projectId: row.project_id, address: row.address, caipNetworkId: row.caip_network_id, expiresAt: Number(row.expires_at) };
  }

  /** The address's live sessions in the project, oldest first, optionally on one network only. */
  async listLive(projectId: string, address: string, now: number, caipNetworkId?: string): Promise<SiwxSession[]> {
    let query = this.#db
      .selectFrom('siwx_sessions')
      .select(['data', 'message', 'signature'])
      .where('project_id', '=', projectId)
      .where('address', '=', address)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now);
    if (caipNetworkId !== undefined) query = query.where('caip_network_id', '=', caipNetworkId);
    const rows = await query.orderBy('created_at', 'asc').orderBy('id', 'asc').execute();
    return rows.map(toSession);
  }

  /** Revokes the address's live sessions in the project (on one network only with `caipNetworkId`); resolves to how many. */
  async revoke(projectId: string, address: string, now: number, caipNetworkId?: string): Promise<number> {
    let query = this.#db
      .updateTable('siwx_sessions')
      .set({ revoked_at: now })
      .where('project_id', '=', projectId)
      .where('address', '=', address)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now);
    if (caipNetworkId !== undefined) query = query.where('caip_network_id', '=', caipNetworkId);
    const result = await query.executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Revokes the one live session of a token in the project; resolves to how many (0 or 1). */
  async revokeByToken(projectId: string, tokenHash: string, now: number): Promise<number> {
    const result = await this.#db
      .updateTable('siwx_sessions')
      .set({ revoked_at: now })
      .where('project_id', '=', projectId)
      .where('token_hash', '=', tokenHash)
      .where('revoked_at', 'is', null)
      .where('expires_at', '>', now)
      .executeTakeFirst();
    return Number(result.numUpdatedRows);
  }

  /** Deletes sessions that expired before `now`, revoked or not. */
  async deleteExpired(now: number): Promise<void> {
    await this.#db.deleteFrom('siwx_sessions').where('expires_at', '<=', now).execute();
  }
}
