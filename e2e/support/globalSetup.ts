import os from 'node:os';
import path from 'node:path';
import { spawnStack } from './spawnStack.js';
import { STACK_ENV } from './stackEnv.js';

/** Non-default ports so the suite runs next to a developer's `npm start` (3000/3010/3020/3030/8545/8899). */
const DEFAULT_PORTS = { demo: 3100, api: 3110, secure: 3120, relay: 3130, anvil: 8645, solana: 8999 } as const;

function port(name: string, fallback: number): number {
  const value = process.env[name];
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) throw new Error(`${name} must be a TCP port, got "${value}"`);
  return parsed;
}

/** Starts demo + services + anvil once for the whole suite; the returned function stops them. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const logFile = path.join(os.tmpdir(), 'foyer-e2e', 'stack.log');
  const stack = await spawnStack({
    ports: {
      demo: port('FOYER_E2E_DEMO_PORT', DEFAULT_PORTS.demo),
      api: port('FOYER_E2E_API_PORT', DEFAULT_PORTS.api),
      anvil: port('FOYER_E2E_ANVIL_PORT', DEFAULT_PORTS.anvil),
      secure: port('FOYER_E2E_SECURE_PORT', DEFAULT_PORTS.secure),
      relay: port('FOYER_E2E_RELAY_PORT', DEFAULT_PORTS.relay),
      solana: port('FOYER_E2E_SOLANA_PORT', DEFAULT_PORTS.solana),
    },
    logFile,
  });
  process.env[STACK_ENV.demo] = stack.urls.demo;
  process.env[STACK_ENV.api] = stack.urls.api;
  process.env[STACK_ENV.anvil] = stack.urls.anvil;
  process.env[STACK_ENV.secure] = stack.urls.secure;
  process.env[STACK_ENV.relay] = stack.urls.relay;
  process.env[STACK_ENV.solana] = stack.urls.solana;
  return () => stack.stop();
}
