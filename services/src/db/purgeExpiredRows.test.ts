import { purgeExpiredRows } from './purgeExpiredRows.js';
import { testDatabaseRows, useMigratedDatabase } from '../test-utils/testDatabases.js';

const HOUR = 60 * 60_000;
const NOW = 1_700_000_000_000;

describe.each(testDatabaseRows)('purgeExpiredRows (%s)', (_dialect, testDatabase) => {
  const database = useMigratedDatabase(testDatabase);

  // Failed before the fix: nothing ever deleted expired codes or sessions (review M1).
  test('deletes expired codes, device links, sessions (absolute and idle), e-mail changes and stale counters; keeps live ones', async () => {
    const { db } = database();
    await db
      .insertInto('wallet_users')
      .values({ id: 'u', email: 'ada@example.com', social_provider: null, social_subject: null, user_name: null, evm_address: '0x', evm_key: 'k', solana_address: null, solana_key: null, created_at: NOW })
      .execute();
    const otp = (id: string, expiresAt: number) => ({
      id, email: 'ada@example.com', purpose: 'login', code_hash: 'h', attempts: 0, expires_at: expiresAt, used_at: null, created_at: NOW - HOUR, device_hash: null, project_id: null, app_origin: null,
    });
    await db.insertInto('email_otps').values([otp('old', NOW - 1), otp('live', NOW + 60_000)]).execute();
    const device = (hash: string, approvedAt: number | null, expiresAt: number | null) => ({
      user_id: 'u', device_hash: hash, approval_token_hash: approvedAt === null ? `t-${hash}` : null, approved_at: approvedAt, created_at: NOW - 2 * HOUR,
      approval_expires_at: expiresAt, request_project_id: null, request_app_origin: null, request_user_agent: null,
    });
    await db.insertInto('wallet_devices').values([device('expired-link', null, NOW - 1), device('live-link', null, NOW + 60_000), device('approved', NOW - HOUR, null)]).execute();
    const session = (hash: string, expiresAt: number, lastUsedAt: number) => ({
      token_hash: hash, user_id: 'u', device_id: 'd', chain_id: 'eip155:1', expires_at: expiresAt, created_at: NOW - 2 * 24 * HOUR, project_id: 'p', app_origin: 'o', last_used_at: lastUsedAt,
    });
    await db.insertInto('wallet_sessions').values([session('ended', NOW - 1, NOW - 60_000), session('idle', NOW + HOUR, NOW - 25 * HOUR), session('live', NOW + HOUR, NOW - 60_000)]).execute();
    await db.insertInto('email_updates').values([{ user_id: 'u', new_email: 'new@example.com', primary_verified: 0, expires_at: NOW - 1 }]).execute();
    await db
      .insertInto('auth_throttles')
      .values([
        { kind: 'mail', subject: 'stale@example.com', window_start: NOW - 2 * HOUR, count: 3, locked_until: null },
        { kind: 'wrong-code', subject: 'locked@example.com', window_start: NOW - 2 * HOUR, count: 12, locked_until: NOW + 60_000 },
        { kind: 'mail', subject: 'fresh@example.com', window_start: NOW - 60_000, count: 1, locked_until: null },
      ])
      .execute();

    await purgeExpiredRows(db, NOW, { sessionIdleMs: 24 * HOUR, throttleWindowMs: HOUR });

    expect((await db.selectFrom('email_otps').select('id').execute()).map((row) => row.id)).toEqual(['live']);
    expect((await db.selectFrom('wallet_devices').select('device_hash').orderBy('device_hash').execute()).map((row) => row.device_hash)).toEqual(['approved', 'live-link']);
    expect((await db.selectFrom('wallet_sessions').select('token_hash').execute()).map((row) => row.token_hash)).toEqual(['live']);
    expect(await db.selectFrom('email_updates').select('user_id').execute()).toEqual([]);
    expect((await db.selectFrom('auth_throttles').select('subject').orderBy('subject').execute()).map((row) => row.subject)).toEqual(['fresh@example.com', 'locked@example.com']);
  });
});
