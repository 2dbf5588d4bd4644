import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEFAULT_API_LIMITS } from '../api/apiLimits.js';
import { migrateToLatest } from '../db/migrateToLatest.js';
import { openDatabase } from '../db/openDatabase.js';
import { startTestApi } from '../test-utils/startTestApi.js';
import { AnalyticsEventRepository } from './AnalyticsEventRepository.js';

const event = (eventId: string) => ({
  eventId,
  url: 'http://127.0.0.1:3000/',
  domain: '127.0.0.1',
  timestamp: 1_764_000_000_000,
  props: { type: 'track' as const, event: 'MODAL_OPEN' },
  projectId: 'foyer-demo',
  origin: 'http://127.0.0.1:3000',
  sdkType: null,
  sdkVersion: null,
});

describe('N9: analytics retention', () => {
  let directory: string;
  beforeAll(() => void (directory = mkdtempSync(path.join(tmpdir(), 'foyer-analytics-retention-'))));
  afterAll(() => rmSync(directory, { recursive: true, force: true }));

  test(`the API purges events older than ${DEFAULT_API_LIMITS.analyticsRetentionMs / 86_400_000} days when it starts and on a schedule; younger ones stay`, async () => {
    const database = path.join(directory, 'foyer.db');
    const { db } = await openDatabase(database);
    await migrateToLatest(db);
    const events = new AnalyticsEventRepository(db);
    const now = Date.now();
    await events.insert(event('old'), now - DEFAULT_API_LIMITS.analyticsRetentionMs - 60_000);
    await events.insert(event('young'), now - DEFAULT_API_LIMITS.analyticsRetentionMs + 60 * 60_000);
    const api = await startTestApi({ database, limits: { purgeIntervalMs: 50 } });
    try {
      // The first purge runs at start; a row older than the window by then must be gone a moment later.
      const deadline = Date.now() + 5_000;
      let ids = (await events.listByProject('foyer-demo')).map(({ eventId }) => eventId);
      while (ids.includes('old') && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        ids = (await events.listByProject('foyer-demo')).map(({ eventId }) => eventId);
      }
      expect(ids).toEqual(['young']);
      // And on the schedule: a row that ages past the window after the start goes too.
      await events.insert(event('later'), Date.now() - DEFAULT_API_LIMITS.analyticsRetentionMs - 1);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect((await events.listByProject('foyer-demo')).map(({ eventId }) => eventId)).toEqual(['young']);
    } finally {
      await api.close();
      await db.destroy();
    }
  });
});
