// Reached only through import(): it pulls in the Module Federation runtime and the shared
// singletons, which must stay out of the shell's first chunk.
import { createInstance } from '@module-federation/runtime';
import * as runtimeCore from '@module-federation/runtime-core';
import * as FoyerKernel from '@foyer/kernel';
import { SDK_VERSION, type FEDERATION_SHARED } from '@foyer/kernel';
// CommonJS packages: their `module.exports` (default import) has every export; a namespace
// import would make the bundler wrap each in a namespace object, with a runtime helper in the
// host page's first chunk.
import React from 'react';
import ReactJsxDevRuntime from 'react/jsx-dev-runtime';
import ReactJsxRuntime from 'react/jsx-runtime';
import ReactDom from 'react-dom';
import type { FeatureRemote } from './featureRemotes.js';
import { SHARED_EXPORTS } from './sharedExports.js';

/** The part of the Module Federation runtime the feature loader uses. */
export type FederationHost = {
  registerRemotes(remotes: FeatureRemote[], options?: { force?: boolean }): void;
  loadRemote<module>(id: string): Promise<module | null>;
};

type SharedSpecifier = (typeof FEDERATION_SHARED)[number] | 'react/jsx-dev-runtime';

/**
 * The host's own instances, handed to remotes as loaded singletons. Versions of packages that do
 * not export one are unknown to a library: remotes declare these with `requiredVersion: false`.
 */
const SHARED: Record<SharedSpecifier, { module: object; version: string }> = {
  react: { module: React, version: React.version },
  'react/jsx-runtime': { module: ReactJsxRuntime, version: React.version },
  // Remotes built in development mode compile JSX to the dev runtime.
  'react/jsx-dev-runtime': { module: ReactJsxDevRuntime, version: React.version },
  'react-dom': { module: ReactDom, version: ReactDom.version },
  'react-redux': { module: SHARED_EXPORTS['react-redux'], version: '0.0.0' },
  '@reduxjs/toolkit': { module: SHARED_EXPORTS['@reduxjs/toolkit'], version: '0.0.0' },
  '@reduxjs/toolkit/query/react': { module: SHARED_EXPORTS['@reduxjs/toolkit/query/react'], version: '0.0.0' },
  '@foyer/kernel': { module: FoyerKernel, version: SDK_VERSION },
};

/**
 * A Module Federation runtime instance with `remotes` registered and every shared specifier
 * provided as an already loaded singleton.
 * @example
 * const host = createFederationHost([featureRemote(remotesUrl, 'receive')])
 * const module = await host.loadRemote('foyer_receive/feature')
 */
export function createFederationHost(remotes: FeatureRemote[]): FederationHost {
  provideRuntimeCore();
  const shared = Object.fromEntries(
    Object.entries(SHARED).map(([specifier, { module, version }]) => [
      specifier,
      { version, lib: () => module, loaded: true, shareConfig: { singleton: true, requiredVersion: false as const } },
    ]),
  );
  const instance = createInstance({ name: 'foyer_shell', remotes, shared, shareStrategy: 'loaded-first' });
  return {
    registerRemotes: (list, options) => instance.registerRemotes(list, options),
    loadRemote: (id) => instance.loadRemote(id),
  };
}

/**
 * Remotes are built with `experiments.externalRuntime` (scripts/rspack/remoteConfig.ts): instead of
 * each `remoteEntry.js` carrying its own copy of the Module Federation runtime core (~18 kB gzip),
 * they read the host's from the global `_FEDERATION_RUNTIME_CORE`, the contract of
 * `@module-federation/inject-external-runtime-core-plugin`. The shell provides it before any remote loads.
 */
function provideRuntimeCore(): void {
  const global = globalThis as { _FEDERATION_RUNTIME_CORE?: unknown; _FEDERATION_RUNTIME_CORE_FROM?: unknown };
  if (global._FEDERATION_RUNTIME_CORE !== undefined) return;
  global._FEDERATION_RUNTIME_CORE = runtimeCore;
  global._FEDERATION_RUNTIME_CORE_FROM = { name: 'foyer_shell', version: RUNTIME_CORE_VERSION };
}

/** The runtime core's version the remotes are built against (the lockfile pins one for both). */
const RUNTIME_CORE_VERSION = '2.9.2';
