import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../db/DatabaseSchema.js';

type NamesSettingsTable = { name: string; value: string };

const DEPLOYMENT_ID = 'deployment_id';

/**
 * The domain every name registration is signed for (N16): `configured` (`FOYER_NAMES_DOMAIN`, e.g. the API's public
 * host) or else this database's deployment id, made once (`foyer-<random>`) and kept in `names_settings`, so that
 * API instances sharing the database agree and another deployment refuses the registration.
 * @example
 * const domain = await resolveNamesDomain(db, undefined); // 'foyer-3f9c…'
 */
export async function resolveNamesDomain(db: Kysely<DatabaseSchema>, configured: string | undefined): Promise<string> {
  if (configured !== undefined) return configured;
  const settings = db.withTables<{ names_settings: NamesSettingsTable }>();
  await settings
    .insertInto('names_settings')
    .values({ name: DEPLOYMENT_ID, value: `foyer-${randomBytes(12).toString('hex')}` })
    .onConflict((conflict) => conflict.column('name').doNothing())
    .execute();
  const row = await settings.selectFrom('names_settings').select('value').where('name', '=', DEPLOYMENT_ID).executeTakeFirstOrThrow();
  return row.value;
}
