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
  const pages: { name: string; filename: string; title: string; template?: string | undefined }[] = [
    { name: 'main', filename: 'index.html', title: app.title, template: app.template },
    ...(app.pages ?? []).map((page) => ({ ...page, filename: `${page.name}.html` })),
  ];
  const plugins: NonNullable<Configuration['plugins']> = [
    new DefinePlugin({ ...hostDefines(), ...demoDefines(options.env ?? process.env) }),
    // One HTML file per page, each loading only its own entry.
    ...pages.map(
      (page) =>
        new HtmlRspackPlugin({
          title: page.title,
          filename: page.filename,
          chunks: [page.name],
          ...(page.template !== undefined
            ? { template: path.join(ROOT, page.template) }
            : { templateContent: minimalPage(page.title) }),
          scriptLoading: 'module',
          minify: options.mode === 'production',
        }),
    ),
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
    entry: Object.fromEntries([['main', `./${app.entry}`], ...(app.pages ?? []).map((page) => [page.name, `./${page.entry}`])]),
    output: appOutput(app, {
      uniqueName: `foyer_${app.name.replace(/-/g, '_')}`,
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      clean: { keep: keepTypes },
    }),
    plugins,
  };
}
