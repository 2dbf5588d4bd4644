import type { Kysely } from 'kysely';
import { AuthThrottleRepository } from './AuthThrottleRepository.js';
import type { DatabaseSchema } from './DatabaseSchema.js';
import { EmailOtpRepository } from './EmailOtpRepository.js';
import { EmailUpdateRepository } from './EmailUpdateRepository.js';
import { WalletDeviceRepository } from './WalletDeviceRepository.js';
import { WalletSessionRepository } from './WalletSessionRepository.js';
import { SiwxNonceRepository } from '../sessions/SiwxNonceRepository.js';
import { SiwxSessionRepository } from '../sessions/SiwxSessionRepository.js';

const DAY_MS = 24 * 60 * 60_000;

/** How long rows of the login flows may outlive their use. */
export type PurgeAges = { sessionIdleMs: number; throttleWindowMs: number };

/**
 * Deletes what can no longer be used: expired codes, device links and e-mail changes, sessions past their absolute or
 * idle end, expired sign-in (SIWX) nonces and sessions, and throttle counters whose window closed and whose lock ran out. Without it these tables only grow.
 */
export async function purgeExpiredRows(db: Kysely<DatabaseSchema>, now: number, ages: PurgeAges): Promise<void> {
  await new EmailOtpRepository(db).deleteExpired(now);
  await new WalletDeviceRepository(db).deleteExpiredPending(now, now - DAY_MS);
  await new WalletSessionRepository(db).deleteExpired(now, now - ages.sessionIdleMs);
  await new EmailUpdateRepository(db).deleteExpired(now);
  await new AuthThrottleRepository(db).deleteStale(now - ages.throttleWindowMs, now);
  await new SiwxNonceRepository(db).deleteExpired(now);
  await new SiwxSessionRepository(db).deleteExpired(now);
}
