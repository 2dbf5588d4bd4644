import { DefinePlugin, type Configuration } from '@rspack/core';
import type { ScriptApp } from './App.js';
import { appOutput } from './appOutput.js';
import { baseConfig } from './baseConfig.js';
import type { BuildOptions } from './BuildOptions.js';
import { hostDefines } from './hostDefines.js';
import { keepTypes } from './keepTypes.js';

/** One classic script in one file at a fixed name, for a page someone else serves. */
export function scriptConfig(app: ScriptApp, options: BuildOptions): Configuration {
  return {
    ...baseConfig(app, options),
    entry: { main: `./${app.entry}` },
    output: appOutput(app, {
      uniqueName: `foyer_${app.name.replace(/-/g, '_')}`,
      filename: app.filename,
      iife: true,
      clean: { keep: keepTypes },
    }),
    optimization: { splitChunks: false },
    plugins: [new DefinePlugin(hostDefines())],
  };
}
