import type { ColumnType } from 'kysely';
import type { AccountNamesTable } from '../profile/AccountNamesTable.js';
import type {
  AuthThrottlesTable,
  EmailOtpsTable,
  EmailUpdatesTable,
  WalletDevicesTable,
  WalletSessionsTable,
  WalletUsersTable,
} from './EmbeddedWalletSchema.js';
import type { IndexerActivityTable, IndexerBlocksTable, IndexerChainsTable } from '../indexer/IndexerTables.js';
import type { SiwxNoncesTable, SiwxSessionsTable } from '../sessions/SiwxSessionsSchema.js';
import type { OnrampPurchasesTable, OnrampQuotesTable } from '../onramp/OnrampTables.js';

/** Row of `projects`. JSON columns are text so SQLite and PostgreSQL share one schema. */
export type ProjectsTable = {
  id: string;
  name: string;
  /** JSON array of `{ id, isEnabled, config }`. */
  features: string;
  /** JSON array of origins. */
  allowed_origins: string;
  /** boolean in PostgreSQL, 0/1 in SQLite; always written as 0/1 (libsql cannot bind booleans). */
  analytics_enabled: ColumnType<boolean | number, number, number>;
  /** ISO 8601 timestamp. */
  created_at: string;
};

/** Every table of the services database. */
export type DatabaseSchema = {
  projects: ProjectsTable;
  wallet_users: WalletUsersTable;
  wallet_sessions: WalletSessionsTable;
  wallet_devices: WalletDevicesTable;
  email_otps: EmailOtpsTable;
  auth_throttles: AuthThrottlesTable;
  email_updates: EmailUpdatesTable;
  siwx_nonces: SiwxNoncesTable;
  siwx_sessions: SiwxSessionsTable;
  account_names: AccountNamesTable;
  indexer_chains: IndexerChainsTable;
  indexer_blocks: IndexerBlocksTable;
  indexer_activity: IndexerActivityTable;
  onramp_quotes: OnrampQuotesTable;
  onramp_purchases: OnrampPurchasesTable;
};
