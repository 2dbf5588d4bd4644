import path from 'node:path';
import { CopyRspackPlugin, DefinePlugin, HtmlRspackPlugin, type Configuration } from '@rspack/core';
import type { PageApp } from './App.js';
import { appOutput } from './appOutput.js';
import { baseConfig } from './baseConfig.js';
import type { BuildOptions } from './BuildOptions.js';
import { demoDefines } from './demoDefines.js';
import { hostDefines } from './hostDefines.js';
import { keepTypes } from './keepTypes.js';
import { minimalPage } from './minimalPage.js';
import { ROOT } from './ROOT.js';

/**
 * A plain app WITHOUT the Module Federation plugin that imports `@foyer/shell` as an ordinary
 * package (its tsc-built dist), exactly like an integrator's bundler would.
 */
export function pageConfig(app: PageApp, options: BuildOptions): Configuration {
  const base = baseConfig(app, options);
  const plugins: NonNullable<Configuration['plugins']> = [
    new DefinePlugin({ ...hostDefines(), ...demoDefines(options.env ?? process.env) }),
    new HtmlRspackPlugin({
      title: app.title,
      ...(app.template !== undefined
        ? { template: path.join(ROOT, app.template) }
        : { templateContent: minimalPage(app.title) }),
      scriptLoading: 'module',
      minify: options.mode === 'production',
    }),
  ];
  if (app.copy !== undefined && app.copy.length > 0) {
    plugins.push(
      new CopyRspackPlugin({
        patterns: app.copy.map(([from, to]) => ({
          from: path.join(ROOT, from),
          to,
          noErrorOnMissing: true,
        })),
      }),
    );
  }
  return {
    ...base,
    entry: { main: `./${app.entry}` },
    output: appOutput(app, {
      uniqueName: `foyer_${app.name.replace(/-/g, '_')}`,
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      clean: { keep: keepTypes },
    }),
    plugins,
  };
}
