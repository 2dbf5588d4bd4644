import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';
import type { AnalyticsEvent } from './analyticsEventSchema.js';
import type { AnalyticsEventsTable } from './AnalyticsEventsTable.js';

type AnalyticsDatabase = DatabaseSchema & { analytics_events: AnalyticsEventsTable };

export type StoredAnalyticsEvent = AnalyticsEvent & { projectId: string; origin: string; sdkType: string | null; sdkVersion: string | null };

/** Stores and lists the analytics events of `POST /e`. */
export class AnalyticsEventRepository {
  readonly #db: Kysely<AnalyticsDatabase>;

  constructor(db: Kysely<DatabaseSchema>) {
    // The table belongs to this folder, not to the shared DatabaseSchema.
    this.#db = db.withTables<{ analytics_events: AnalyticsEventsTable }>();
  }

  async insert(event: StoredAnalyticsEvent, receivedAt = Date.now()): Promise<void> {
    await this.#db
      .insertInto('analytics_events')
      .values({
        id: randomUUID(),
        project_id: event.projectId,
        event_id: event.eventId,
        origin: event.origin,
        sdk_type: event.sdkType,
        sdk_version: event.sdkVersion,
        url: event.url,
        domain: event.domain,
        timestamp: event.timestamp,
        props: JSON.stringify(event.props),
        received_at: receivedAt,
      })
      .execute();
  }

  /** Deletes the events received before `cutoff` (epoch ms). */
  async deleteReceivedBefore(cutoff: number): Promise<void> {
    await this.#db.deleteFrom('analytics_events').where('received_at', '<', cutoff).execute();
  }

  async listByProject(projectId: string): Promise<StoredAnalyticsEvent[]> {
    const rows = await this.#db.selectFrom('analytics_events').selectAll().where('project_id', '=', projectId).orderBy('received_at').orderBy('timestamp').execute();
    return rows.map((row) => ({
      projectId: row.project_id,
      eventId: row.event_id,
      origin: row.origin,
      sdkType: row.sdk_type,
      sdkVersion: row.sdk_version,
      url: row.url,
      domain: row.domain,
      timestamp: Number(row.timestamp),
      props: JSON.parse(row.props) as AnalyticsEvent['props'],
    }));
  }
}
