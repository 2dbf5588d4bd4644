/** @jest-config-loader esbuild-register */
import os from 'node:os';
import path from 'node:path';
import type { Config } from 'jest';

// ESM-only packages that jest (CommonJS mode) must transform.
const esmPackages = ['@noble', '@scure', 'uqr', 'rettime', 'until-async', '@open-draft', '@wagmi'];

/** jsdom with Node's fetch API and encoders (jest/jsdomEnvironment.ts). */
const jsdomEnvironment = path.join(__dirname, 'jest', 'jsdomEnvironment.ts');

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

function project(displayName: string, rootDir: string, testEnvironment: 'node' | 'jsdom'): Config {
  return {
    displayName,
    rootDir: `<rootDir>/${rootDir}`,
    testEnvironment,
    testMatch: ['<rootDir>/src/**/*.test.ts', '<rootDir>/src/**/*.test.tsx'],
    transform: { '^.+\\.(t|j|mj)sx?$': swc as unknown as [string, Record<string, unknown>] },
    transformIgnorePatterns: [`/node_modules/(?!(${esmPackages.join('|')})/)`],
    moduleNameMapper: {
      '^@foyer/kernel/frame$': '<rootDir>/../shared-kernel/src/frame/index.ts',
      '^@foyer/kernel/test$': '<rootDir>/../shared-kernel/src/test/index.ts',
      '^@foyer/kernel$': '<rootDir>/../shared-kernel/src/index.ts',
      '^@foyer/shell$': '<rootDir>/../shell/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
    ...(testEnvironment === 'jsdom'
      ? { testEnvironment: jsdomEnvironment, testEnvironmentOptions: { customExportConditions: [''] } }
      : {}),
  };
}

function remote(feature: string): Config {
  const config = project(`remote-${feature}`, `remotes/${feature}`, 'jsdom');
  return {
    ...config,
    moduleNameMapper: {
      '^@foyer/kernel/frame$': '<rootDir>/../../shared-kernel/src/frame/index.ts',
      '^@foyer/kernel/test$': '<rootDir>/../../shared-kernel/src/test/index.ts',
      '^@foyer/kernel$': '<rootDir>/../../shared-kernel/src/index.ts',
      '^@foyer/shell$': '<rootDir>/../../shell/src/index.ts',
      '^(\\.{1,2}/.*)\\.js$': '$1',
    },
  };
}

const config: Config = {
  // Jest's default is one worker fewer than the cores: a single worker on a 2-core CI machine. Nothing else runs
  // beside the unit tests in `npm test`, so use every core (FOYER_JEST_WORKERS overrides).
  maxWorkers: process.env.FOYER_JEST_WORKERS ?? os.availableParallelism(),
  // One allowance for every test (Jest reads `testTimeout` from the top level only, not per project): services tests
  // start real servers, nodes and databases, and UI tests type with user-event, on a 2-core machine running 2 workers.
  testTimeout: 20_000,
  // The services tests' PostgreSQL schemas are dropped once all workers are done (jest/dropTestSchemas.ts).
  globalTeardown: '<rootDir>/jest/dropTestSchemas.ts',
  projects: [
    project('kernel', 'shared-kernel', 'node'),
    project('shell', 'shell', 'jsdom'),
    // The wagmi connector against wagmi 2 and wagmi 3, with a real Foyer instance.
    project('wagmi', 'wagmi', 'jsdom'),
    // Services tests start real servers, nodes and databases on loopback (their time allowance: `testTimeout`).
    project('services', 'services', 'node'),
    remote('receive'),
    remote('walletconnect'),
    remote('solana'),
    remote('auth'),
    remote('email'),
    remote('socials'),
    remote('names'),
    remote('activity'),
    remote('send'),
    remote('swaps'),
    remote('onramp'),
    remote('pay'),
    // Two levels deep, like the remotes: the same mapping of the workspace packages.
    { ...project('wallet-page', 'services/wallet-page', 'node'), moduleNameMapper: remote('wallet-page').moduleNameMapper },
    // The bench's pure helpers (figures, counters); the bench and the load test themselves are not tests.
    project('bench', 'bench', 'node'),
    // Checks across packages: every remote's manifest against the kernel, import boundaries.
    { ...project('contracts', 'tests', 'jsdom'), testMatch: ['<rootDir>/**/*.test.ts'] },
  ],
};

export default config;
