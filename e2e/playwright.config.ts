import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromiumLaunchOptions.js';

const ci = Boolean(process.env.CI);

export default defineConfig({
  testDir: 'tests',
  // The two-instance smoke set has its own stack: playwright.cluster.config.ts.
  testIgnore: 'cluster.spec.ts',
  outputDir: 'test-results',
  globalSetup: './support/globalSetup.ts',
  // One stack, one dev account, one dev chain: tests share them and run one at a time.
  workers: 1,
  fullyParallel: false,
  forbidOnly: ci,
  retries: ci ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./support/summaryReporter.ts']],
  use: {
    browserName: 'chromium',
    headless: true,
    launchOptions: chromiumLaunchOptions(),
    actionTimeout: 10_000,
    navigationTimeout: 20_000,
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
