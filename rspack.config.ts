/**
 * One table of apps -> one rspack multi-compiler build (run by `scripts/build.ts`).
 *
 * - remotes: `foyer_<feature>` Module Federation containers exposing `./feature`; every
 *   specifier of the kernel's `FEDERATION_SHARED` is a singleton the host provides
 *   (`import: false`), so a remote ships no copy of React, Redux or the kernel.
 * - pages: plain apps WITHOUT the Module Federation plugin that import `@foyer/shell` as an
 *   ordinary package (its tsc-built dist), exactly like an integrator's bundler would.
 * - library: the standalone ES module build of the shell (React included) for pages without
 *   a bundler.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  CopyRspackPlugin,
  DefinePlugin,
  HtmlRspackPlugin,
  type Configuration,
  type RuleSetRule,
} from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { FEDERATION_SHARED, REMOTE_IDS } from './shared-kernel/src/constants.js';

export const ROOT = import.meta.dirname;

/**
 * Every remote: the design card's feature remotes and the adapter remotes (WalletConnect, Solana,
 * embedded wallet); each has a folder `remotes/<id>` and a build.
 */
export const REMOTE_FEATURES = REMOTE_IDS;
export type RemoteFeature = (typeof REMOTE_FEATURES)[number];

export type BuildMode = 'production' | 'development';
export type AppGroup = 'remote' | 'demo' | 'standalone' | 'bench' | 'services';

interface AppBase {
  /** Compiler name, also what `scripts/build.ts <name>` selects. */
  name: string;
  group: AppGroup;
  /** Entry module, relative to the repository root. */
  entry: string;
  /** Output directory, relative to the repository root. */
  outDir: string;
  /** Apps whose output this one copies; built first. */
  dependsOn?: readonly string[];
}

export interface RemoteApp extends AppBase {
  kind: 'remote';
  feature: RemoteFeature;
}

export interface PageApp extends AppBase {
  kind: 'page';
  title: string;
  /** HTML template (relative to the root); a minimal `#root` page when absent. */
  template?: string;
  /** Static files copied next to the page: `[from, to]`, relative to the root / outDir. */
  copy?: readonly (readonly [from: string, to: string])[];
}

export interface LibraryApp extends AppBase {
  kind: 'library';
  filename: string;
}

/** One classic (non-module) script at a fixed path, for a page someone else serves (the secure site's frame). */
export interface ScriptApp extends AppBase {
  kind: 'script';
  /** Output file, relative to outDir. */
  filename: string;
}

export type App = RemoteApp | PageApp | LibraryApp | ScriptApp;

/** The table. */
export const APPS: readonly App[] = [
  ...REMOTE_FEATURES.map(
    (feature): RemoteApp => ({
      kind: 'remote',
      group: 'remote',
      name: feature,
      feature,
      entry: `remotes/${feature}/src/feature.ts`,
      outDir: `remotes/${feature}/dist`,
    }),
  ),
  {
    kind: 'library',
    group: 'standalone',
    name: 'standalone',
    entry: 'scripts/standalone/foyer-standalone.ts',
    outDir: 'shell/dist-standalone',
    filename: 'foyer.js',
  },
  {
    kind: 'page',
    group: 'demo',
    name: 'demo',
    title: 'Foyer demo',
    entry: 'demo/src/main.tsx',
    outDir: 'demo/dist',
    template: 'demo/index.html',
    // The standalone page loads the standalone build from the same origin.
    copy: [
      ['demo/public', '.'],
      ['shell/dist-standalone', 'standalone'],
    ],
    dependsOn: ['standalone'],
  },
  {
    // The embedded wallet's frame code; the secure site serves its page and `/frame/assets/main.js`.
    kind: 'script',
    group: 'services',
    name: 'secure-frame',
    entry: 'services/frame/src/main.ts',
    outDir: 'services/frame/dist',
    filename: 'assets/main.js',
  },
  {
    // The dev web wallet for pairing by hand (paste a wc: URI), served by the services under /wallet/.
    kind: 'page',
    group: 'services',
    name: 'wallet-page',
    title: 'Foyer dev wallet (WalletConnect)',
    template: 'services/wallet-page/index.html',
    entry: 'services/wallet-page/src/main.ts',
    outDir: 'services/wallet-page/dist',
  },
  {
    kind: 'page',
    group: 'bench',
    name: 'bench-foyer',
    title: 'Foyer bench: foyer',
    entry: 'bench/pages/foyer/main.tsx',
    outDir: 'bench/dist/foyer',
  },
  {
    kind: 'page',
    group: 'bench',
    name: 'bench-baseline',
    title: 'Foyer bench: baseline',
    entry: 'bench/pages/baseline/main.tsx',
    outDir: 'bench/dist/baseline',
  },
];

/** Apps built when nothing is selected (the bench pages are built by `npm run bench`). */
export const DEFAULT_GROUPS: readonly AppGroup[] = ['remote', 'standalone', 'demo', 'services'];

export interface BuildOptions {
  mode: BuildMode;
  /** Environment of the build-time defaults (FOYER_API_PORT, FOYER_ANVIL_PORT, FOYER_SECURE_PORT, FOYER_RELAY_PORT, FOYER_SOLANA_PORT). */
  env?: NodeJS.ProcessEnv;
}

/** rspack config for one app of the table. */
export function createConfig(app: App, options: BuildOptions): Configuration {
  switch (app.kind) {
    case 'remote':
      return remoteConfig(app, options);
    case 'page':
      return pageConfig(app, options);
    case 'library':
      return libraryConfig(app, options);
    case 'script':
      return scriptConfig(app, options);
  }
}

/** Configs for the given apps (default: the default groups). */
export function createConfigs(apps: readonly App[], options: BuildOptions): Configuration[] {
  const names = new Set(apps.map((app) => app.name));
  return apps.map((app) => {
    const config = createConfig(app, options);
    const dependencies = (app.dependsOn ?? []).filter((name) => names.has(name));
    return dependencies.length > 0 ? { ...config, dependencies } : config;
  });
}

function baseConfig(app: App, { mode }: BuildOptions): Configuration {
  const production = mode === 'production';
  return {
    name: app.name,
    mode,
    context: ROOT,
    target: ['web', 'es2022'],
    devtool: production ? false : 'cheap-module-source-map',
    // Packages resolve as published: some ship TypeScript sources beside their JS (@scure/base).
    resolve: { extensions: ['.js', '.mjs', '.json', '.ts', '.tsx'] },
    module: { rules: [typescriptRule()] },
    performance: false,
    infrastructureLogging: { level: 'warn' },
    stats: 'errors-warnings',
  };
}

function typescriptRule(): RuleSetRule {
  return {
    test: /\.[cm]?tsx?$/,
    exclude: /node_modules/,
    // Our TypeScript sources import each other with `.js` (NodeNext style) or without extension.
    resolve: {
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
      extensionAlias: { '.js': ['.ts', '.tsx', '.js'] },
    },
    loader: 'builtin:swc-loader',
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        // `development: false` even in dev builds: remotes must import `react/jsx-runtime`,
        // the specifier the shell shares (not `react/jsx-dev-runtime`).
        transform: { react: { runtime: 'automatic', development: false } },
        target: 'es2022',
      },
    },
    type: 'javascript/auto',
  };
}

/** Defines that trim the Module Federation runtime the shell loads on first remote use. */
function hostDefines(): Record<string, string | boolean> {
  return {
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    ENV_TARGET: JSON.stringify('web'),
  };
}

/** Keep tsc's declaration output (`dist/types`, composite builds) when cleaning a dist. */
const keepTypes = (file: string): boolean => /(^|[\\/])types([\\/]|$)/.test(file);

function remoteConfig(app: RemoteApp, options: BuildOptions): Configuration {
  const name = `foyer_${app.feature}`;
  const base = baseConfig(app, options);
  return {
    ...base,
    // The container is the only entry.
    entry: {},
    output: {
      path: path.join(ROOT, app.outDir),
      publicPath: 'auto',
      uniqueName: name,
      filename: '[name].js',
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      clean: { keep: keepTypes },
    },
    optimization: { chunkIds: 'deterministic', moduleIds: 'deterministic' },
    plugins: [
      new ModuleFederationPlugin({
        name,
        filename: 'remoteEntry.js',
        exposes: { './feature': `./${app.entry}` },
        shared: remoteShared(),
        dts: false,
        manifest: false,
        experiments: { optimization: { disableSnapshot: true, target: 'web' } },
      }),
    ],
  };
}

/**
 * Shared packages that export no runtime version: the shell provides them as `0.0.0`
 * (see shell/src/remote/federation.ts), so remotes accept any version of these singletons.
 */
export const VERSIONLESS_SHARED: readonly string[] = ['react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react'];

export interface RemoteSharedConfig {
  singleton: true;
  import: false;
  requiredVersion: string | false;
}

/** `shared` of every remote: the kernel's list, each a singleton the host provides. */
export function remoteShared(): Record<string, RemoteSharedConfig> {
  return Object.fromEntries(
    FEDERATION_SHARED.map((specifier): [string, RemoteSharedConfig] => [
      specifier,
      { singleton: true, import: false, requiredVersion: requiredVersionOf(specifier) },
    ]),
  );
}

/**
 * The version range a remote requires of a shared specifier: `false` for packages without a
 * runtime version, else the shell's peer range (the shell is what provides them to remotes),
 * or `^<version>` of a workspace package (the kernel).
 */
export function requiredVersionOf(specifier: string): string | false {
  if (VERSIONLESS_SHARED.includes(specifier)) return false;
  const packageName = packageNameOf(specifier);
  const peer = readPackageJson('shell/package.json').peerDependencies?.[packageName];
  if (peer !== undefined) return peer;
  if (packageName === '@foyer/kernel') {
    return `^${readPackageJson('shared-kernel/package.json').version}`;
  }
  throw new Error(`No version range for shared module "${specifier}" in shell/package.json`);
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

interface PackageJson {
  version: string;
  peerDependencies?: Record<string, string>;
}

function readPackageJson(relativePath: string): PackageJson {
  return JSON.parse(readFileSync(path.join(ROOT, relativePath), 'utf8')) as PackageJson;
}

function pageConfig(app: PageApp, options: BuildOptions): Configuration {
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
    output: {
      path: path.join(ROOT, app.outDir),
      publicPath: 'auto',
      uniqueName: `foyer_${app.name.replace(/-/g, '_')}`,
      filename: 'assets/[name].[contenthash:8].js',
      chunkFilename: 'assets/[name].[contenthash:8].js',
      clean: { keep: keepTypes },
    },
    plugins,
  };
}

/**
 * Build-time defaults of the demo's endpoints. The page derives them from its own
 * hostname when these are empty, and `?apiUrl=` / `?nodeUrl=` override both.
 */
function demoDefines(env: NodeJS.ProcessEnv): Record<string, string> {
  return {
    __FOYER_API_PORT__: JSON.stringify(env.FOYER_API_PORT ?? '3010'),
    __FOYER_ANVIL_PORT__: JSON.stringify(env.FOYER_ANVIL_PORT ?? '8545'),
    __FOYER_SECURE_PORT__: JSON.stringify(env.FOYER_SECURE_PORT ?? '3020'),
    __FOYER_RELAY_PORT__: JSON.stringify(env.FOYER_RELAY_PORT ?? '3030'),
    __FOYER_SOLANA_PORT__: JSON.stringify(env.FOYER_SOLANA_PORT ?? '8899'),
  };
}

function minimalPage(title: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${title}</title></head>`,
    '<body><div id="root"></div></body>',
    '</html>',
  ].join('');
}

function scriptConfig(app: ScriptApp, options: BuildOptions): Configuration {
  return {
    ...baseConfig(app, options),
    entry: { main: `./${app.entry}` },
    output: {
      path: path.join(ROOT, app.outDir),
      publicPath: 'auto',
      uniqueName: `foyer_${app.name.replace(/-/g, '_')}`,
      filename: app.filename,
      iife: true,
      clean: { keep: keepTypes },
    },
    optimization: { splitChunks: false },
    plugins: [new DefinePlugin(hostDefines())],
  };
}

function libraryConfig(app: LibraryApp, options: BuildOptions): Configuration {
  const base = baseConfig(app, options);
  return {
    ...base,
    entry: { foyer: `./${app.entry}` },
    output: {
      path: path.join(ROOT, app.outDir),
      publicPath: 'auto',
      uniqueName: 'foyer_standalone',
      module: true,
      library: { type: 'module' },
      filename: app.filename,
      chunkFilename: 'chunks/[name].[contenthash:8].js',
      clean: true,
    },
    // One file for the page load; lazy parts (modal, MF runtime) stay separate chunks.
    optimization: { splitChunks: false },
    plugins: [new DefinePlugin(hostDefines())],
  };
}

/** Apps selected by names or group names; the default groups when none is given. */
export function selectApps(selectors: readonly string[]): App[] {
  if (selectors.length === 0) return APPS.filter((app) => DEFAULT_GROUPS.includes(app.group));
  const unknown = selectors.filter(
    (selector) => selector !== 'all' && !APPS.some((app) => app.name === selector || app.group === selector),
  );
  if (unknown.length > 0) {
    const known = [...new Set(APPS.flatMap((app) => [app.name, app.group])), 'all'].join(', ');
    throw new Error(`Unknown app(s): ${unknown.join(', ')}. Known: ${known}`);
  }
  if (selectors.includes('all')) return [...APPS];
  return APPS.filter((app) => selectors.includes(app.name) || selectors.includes(app.group));
}

/** `rspack` CLI entry: the default apps, plus the bench pages when FOYER_BUILD=bench. */
export default function config(): Configuration[] {
  const mode: BuildMode = process.env.NODE_ENV === 'development' ? 'development' : 'production';
  const selectors = process.env.FOYER_BUILD === 'bench' ? [...DEFAULT_GROUPS, 'bench'] : [];
  return createConfigs(selectApps(selectors), { mode });
}
