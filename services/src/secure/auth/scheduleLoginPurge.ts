import type { Kysely } from 'kysely';
import type { DatabaseSchema } from '../../db/DatabaseSchema.js';
import { purgeExpiredRows } from '../../db/purgeExpiredRows.js';
import { schedulePurge } from '../../db/schedulePurge.js';
import type { SecureSiteLimits } from '../http/secureSiteLimits.js';
import { SESSION_IDLE_TTL_MS } from './SessionService.js';

/**
 * Purges expired codes, device links, sessions, e-mail changes and throttle counters now and every
 * `limits.purgeIntervalMs`; the timer never keeps the process alive. Returns the function that stops it.
 */
export function scheduleLoginPurge(db: Kysely<DatabaseSchema>, limits: SecureSiteLimits, onError: (error: unknown) => void): () => void {
  const ages = { sessionIdleMs: SESSION_IDLE_TTL_MS, throttleWindowMs: Math.max(limits.mailWindowMs, limits.lockoutWindowMs, limits.deviceLinkCooldownMs) };
  return schedulePurge(() => purgeExpiredRows(db, Date.now(), ages), limits.purgeIntervalMs, onError);
}
