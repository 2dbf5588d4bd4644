import os from 'node:os';
import path from 'node:path';
import { spawnStack } from './spawnStack.js';
import { STACK_ENV } from './stackEnv.js';

/** Non-default ports so the suite runs next to a developer's `npm start` (3000/3010/8545). */
const DEFAULT_PORTS = { demo: 3100, api: 3110, anvil: 8645 } as const;

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
    },
    logFile,
  });
  process.env[STACK_ENV.demo] = stack.urls.demo;
  process.env[STACK_ENV.api] = stack.urls.api;
  process.env[STACK_ENV.anvil] = stack.urls.anvil;
  return () => stack.stop();
}
