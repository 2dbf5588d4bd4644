import { readFileSync } from 'node:fs';
import * as runtimeCore from '@module-federation/runtime-core';
import { createFederationHost } from './federation.js';

const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: { name: string; version: string } };

afterEach(() => {
  delete global._FEDERATION_RUNTIME_CORE;
  delete global._FEDERATION_RUNTIME_CORE_FROM;
});

test('the host provides its runtime core to remotes built with experiments.externalRuntime, at the installed version', () => {
  expect(global._FEDERATION_RUNTIME_CORE).toBeUndefined();
  createFederationHost([]);
  // The same module (jest may wrap the namespace object; its members are the very same functions).
  expect((global._FEDERATION_RUNTIME_CORE as typeof runtimeCore).ModuleFederation).toBe(runtimeCore.ModuleFederation);
  const installed = (JSON.parse(readFileSync(`${__dirname}/../../../node_modules/@module-federation/runtime-core/package.json`, 'utf8')) as { version: string }).version;
  expect(global._FEDERATION_RUNTIME_CORE_FROM).toEqual({ name: 'foyer_shell', version: installed });
});

test('a runtime core another host already provided is left in place', () => {
  const other = { provided: 'elsewhere' };
  global._FEDERATION_RUNTIME_CORE = other;
  createFederationHost([]);
  expect(global._FEDERATION_RUNTIME_CORE).toBe(other);
});
