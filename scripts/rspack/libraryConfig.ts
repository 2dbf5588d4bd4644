import { DefinePlugin, type Configuration } from '@rspack/core';
import type { LibraryApp } from './App.js';
import { appOutput } from './appOutput.js';
import { baseConfig } from './baseConfig.js';
import type { BuildOptions } from './BuildOptions.js';
import { hostDefines } from './hostDefines.js';

/** The standalone ES module build of the shell (React included) for pages without a bundler. */
export function libraryConfig(app: LibraryApp, options: BuildOptions): Configuration {
  const base = baseConfig(app, options);
  return {
    ...base,
    entry: { foyer: `./${app.entry}` },
    output: appOutput(app, {
      uniqueName: 'foyer_standalone',
      module: true,
      library: { type: 'module' },
      filename: app.filename,
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      clean: true,
    }),
    // One file for the page load; lazy parts (modal, MF runtime) stay separate chunks.
    optimization: { splitChunks: false },
    plugins: [new DefinePlugin(hostDefines())],
  };
}
