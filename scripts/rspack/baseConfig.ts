import { createRequire } from 'node:module';
import type { Configuration } from '@rspack/core';
import type { App } from './App.js';
import type { BuildOptions } from './BuildOptions.js';
import { ROOT } from './ROOT.js';
import { typescriptRule } from './typescriptRule.js';

const require = createRequire(import.meta.url);

/** @walletconnect/utils' ESM build, patched by `patchDelayedPromise.cjs` (an expired request's stray rejection). */
export const WALLETCONNECT_UTILS_ESM = /[\\/]@walletconnect[\\/]utils[\\/]dist[\\/]index\.es\.js$/;

/** What every app's config starts from, whatever its kind. */
export function baseConfig(app: App, { mode }: BuildOptions): Configuration {
  const production = mode === 'production';
  return {
    name: app.name,
    mode,
    context: ROOT,
    target: ['web', 'es2022'],
    devtool: production ? false : 'cheap-module-source-map',
    // Packages resolve as published: some ship TypeScript sources beside their JS (@scure/base).
    resolve: { extensions: ['.js', '.mjs', '.json', '.ts', '.tsx'] },
    module: { rules: [typescriptRule(), { test: WALLETCONNECT_UTILS_ESM, loader: require.resolve('./patchDelayedPromise.cjs') }] },
    performance: false,
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}
