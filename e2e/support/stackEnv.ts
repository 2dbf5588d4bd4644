import type { StackUrls } from '../../scripts/stack.js';

/** Environment variables through which the global setup hands the stack's URLs to the tests. */
export const STACK_ENV = {
  demo: 'FOYER_E2E_DEMO_URL',
  api: 'FOYER_E2E_API_URL',
  anvil: 'FOYER_E2E_ANVIL_URL',
  secure: 'FOYER_E2E_SECURE_URL',
  relay: 'FOYER_E2E_RELAY_URL',
  solana: 'FOYER_E2E_SOLANA_URL',
} as const;

export type { StackUrls } from '../../scripts/stack.js';

/** Reads the URLs published by `globalSetup`; throws when the suite runs without it. */
export function readStackUrls(env: NodeJS.ProcessEnv = process.env): StackUrls {
  const read = (name: string): string => {
    const value = env[name];
    if (!value) {
      throw new Error(`${name} is not set: run the suite through e2e/playwright.config.ts (its globalSetup starts the stack)`);
    }
    return value.replace(/\/+$/, '');
  };
  return {
    demo: read(STACK_ENV.demo),
    api: read(STACK_ENV.api),
    anvil: read(STACK_ENV.anvil),
    secure: read(STACK_ENV.secure),
    relay: read(STACK_ENV.relay),
    solana: read(STACK_ENV.solana),
  };
}
