import { defineConfig } from '@playwright/test';
import baseConfig from './playwright.config.js';

/**
 * The smoke set against two instances of every service behind round-robin proxies, on PostgreSQL and Redis
 * (support/clusterSetup.ts starts them through scripts/cluster.ts). Skipped with a note without PostgreSQL
 * (FOYER_TEST_DATABASE_URL) or redis-server.
 */
export default defineConfig({
  ...baseConfig,
  testDir: 'tests',
  testMatch: 'cluster.spec.ts',
  testIgnore: [],
  outputDir: 'test-results/cluster',
  globalSetup: './support/clusterSetup.ts',
  // One project of its own: the base config's projects would select the single-stack specs.
  workers: 1,
  projects: [{ name: 'cluster' }],
});
