import { defineConfig } from '@playwright/test';
import { chromiumLaunchOptions } from './support/chromiumLaunchOptions.js';

const ci = Boolean(process.env.CI);

/**
 * Specs that change or assert shared state of the one stack run one at a time in `stack-state`: the
 * dev accounts' balances, nonces and names on the dev chains, the Solana dev wallet, the relay they
 * restart. The others only read that state (or bring their own proxies, apps, unique emails and embedded
 * accounts; the scripted WalletConnect wallet of walletconnectFamilies sends nothing) and
 * run in `read-only`, beside them: two workers, one per project, each serial inside. The SIWX specs
 * are in `read-only` together because a disconnect there revokes the dev account's sessions, which
 * only they count. freshApp only reads, but its set-up (pack, install, build, type-check: ~35 s in CI) runs
 * in `stack-state`, which otherwise ends ~75 s before `read-only` in the clean-clone CI.
 */
const READ_ONLY_SPECS = [
  'a11y',
  'allWallets',
  'approval',
  'connect',
  'connectOptions',
  'csp',
  'cycles',
  'faults.api',
  'faults.frame',
  'faults.more',
  'faults.proxy',
  'i18n',
  'nextjs',
  'receive',
  'siwx',
  'standalone',
  'walletconnectFamilies',
].map((name) => `${name}.spec.ts`);

export default defineConfig({
  testDir: 'tests',
  // The two-instance smoke set has its own stack: playwright.cluster.config.ts.
  testIgnore: 'cluster.spec.ts',
  outputDir: 'test-results',
  globalSetup: './support/globalSetup.ts',
  // One stack, one dev account, one dev chain: one worker per project (see READ_ONLY_SPECS).
  workers: 2,
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
    // Recording a trace costs every test CPU (a DOM snapshot per action): in CI only the retry of a failure records one.
    trace: ci ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  projects: [
    { name: 'stack-state', testIgnore: ['cluster.spec.ts', ...READ_ONLY_SPECS], workers: 1 },
    { name: 'read-only', testMatch: READ_ONLY_SPECS, workers: 1 },
  ],
});
