import { purgeExpiredRows } from '../db/purgeExpiredRows.js';
import { testDatabaseRows, useMigratedDatabase } from '../test-utils/testDatabases.js';
import { SiwxNonceRepository } from './SiwxNonceRepository.js';
import { SiwxSessionRepository } from './SiwxSessionRepository.js';

const NOW = 1_700_000_000_000;
const data = { accountAddress: '0xA', chainId: 'eip155:1', domain: 'example.com', uri: 'https://example.com', version: '1', nonce: 'abcdefgh' };

describe.each(testDatabaseRows)('sign-in repositories (%s)', (_dialect, testDatabase) => {
  const database = useMigratedDatabase(testDatabase);

  test('a nonce is spent once, only while fresh, and only in its project', async () => {
    const nonces = new SiwxNonceRepository(database().db);
    await nonces.insert('h', 'p', NOW, NOW + 1_000);
    expect(await nonces.state('h', 'other', NOW)).toBe('unknown');
    expect(await nonces.state('h', 'p', NOW)).toBe('fresh');
    expect(await nonces.consume('h', 'other', NOW)).toBe(false);
    expect(await nonces.consume('h', 'p', NOW + 1_000)).toBe(false);
    expect(await nonces.consume('h', 'p', NOW)).toBe(true);
    expect(await nonces.consume('h', 'p', NOW)).toBe(false);
    expect(await nonces.state('h', 'p', NOW)).toBe('used');
  });

  test('purgeExpiredRows deletes expired nonces and sessions and keeps live ones', async () => {
    const { db } = database();
    const nonces = new SiwxNonceRepository(db);
    const sessions = new SiwxSessionRepository(db);
    await nonces.insert('old', 'p', NOW - 10_000, NOW - 1);
    await nonces.insert('live', 'p', NOW, NOW + 60_000);
    for (const [id, expiresAt] of [['ended', NOW - 1], ['live', NOW + 60_000]] as const) {
      await sessions.insert({ id, projectId: 'p', address: '0xA', caipNetworkId: 'eip155:1', message: 'm', signature: 's', data, tokenHash: `t-${id}`, expiresAt, createdAt: NOW - 10_000 });
    }

    await purgeExpiredRows(db, NOW, { sessionIdleMs: 60_000, throttleWindowMs: 60_000 });

    expect((await db.selectFrom('siwx_nonces').select('nonce_hash').execute()).map((row) => row.nonce_hash)).toEqual(['live']);
    expect((await db.selectFrom('siwx_sessions').select('id').execute()).map((row) => row.id)).toEqual(['live']);
    expect(await sessions.findLiveByToken('t-live', NOW)).toEqual({ projectId: 'p', address: '0xA', caipNetworkId: 'eip155:1', expiresAt: NOW + 60_000 });
  });
});
