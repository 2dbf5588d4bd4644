/** Row of `analytics_events` (migration 0006). `props` is JSON text so SQLite and PostgreSQL share it. */
export type AnalyticsEventsTable = {
  /** Random (PostgreSQL and SQLite differ on auto-increment syntax; a UUID works on both). */
  id: string;
  project_id: string;
  event_id: string;
  origin: string;
  sdk_type: string | null;
  sdk_version: string | null;
  url: string;
  domain: string;
  timestamp: number;
  props: string;
  received_at: number;
};
