import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/DatabaseSchema.js';

/** Row of `secure_site_settings` (migration 0004_kek_fingerprint). */
export type SecureSiteSettingsTable = { name: string; value: string };

/** The database typed with the settings table (added here, so the shared schema file needs no edit). */
export function withSettingsTable(db: Kysely<DatabaseSchema>): Kysely<DatabaseSchema & { secure_site_settings: SecureSiteSettingsTable }> {
  return db.withTables<{ secure_site_settings: SecureSiteSettingsTable }>();
}

export const KEK_FINGERPRINT_SETTING = 'kek_fingerprint';
