import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import type { RemoteApp } from './App.js';
import { appOutput } from './appOutput.js';
import { baseConfig } from './baseConfig.js';
import type { BuildOptions } from './BuildOptions.js';
import { keepTypes } from './keepTypes.js';
import { remoteShared } from './remoteShared.js';

/**
 * A `foyer_<feature>` Module Federation container exposing `./feature`; every specifier of the
 * kernel's `FEDERATION_SHARED` is a singleton the host provides, so a remote ships no copy of
 * React, Redux or the kernel.
 */
export function remoteConfig(app: RemoteApp, options: BuildOptions): Configuration {
  const name = `foyer_${app.feature}`;
  const base = baseConfig(app, options);
  return {
    ...base,
    // The container is the only entry.
    entry: {},
    output: appOutput(app, {
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      clean: { keep: keepTypes },
    }),
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './feature': `./${app.entry}` },
        shared: remoteShared(),
        dts: false,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'web' }, externalRuntime: true },
      }),
    ],
  };
}
