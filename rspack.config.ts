/**
 * One table of apps -> one rspack multi-compiler build (run by `scripts/build.ts`). What each kind
 * of app builds into lives beside its factory in `scripts/rspack/`:
 *
 * - remotes (`remoteConfig.ts`): `foyer_<feature>` Module Federation containers exposing `./feature`.
 * - pages (`pageConfig.ts`): plain apps that import `@foyer/shell` as an ordinary package.
 * - library (`libraryConfig.ts`): the standalone ES module build of the shell for pages without a bundler.
 * - script (`scriptConfig.ts`): one classic script at a fixed path.
 */
import type { Configuration } from '@rspack/core';
import { REMOTE_IDS } from './shared-kernel/src/constants.js';
import type { App, AppGroup, RemoteApp } from './scripts/rspack/App.js';
import type { BuildMode } from './scripts/rspack/BuildOptions.js';
import { createConfigs } from './scripts/rspack/createConfigs.js';

// scripts/build.ts, start.ts and staleApps.ts take the root and the app types from the table's file.
export { ROOT } from './scripts/rspack/ROOT.js';
export type { App } from './scripts/rspack/App.js';
export type { BuildMode } from './scripts/rspack/BuildOptions.js';

/**
 * Every remote: the design card's feature remotes and the adapter remotes (WalletConnect, Solana,
 * embedded wallet); each has a folder `remotes/<id>` and a build.
 */
export const REMOTE_FEATURES = REMOTE_IDS;

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
    // `/wagmi.html`: the demo dapp built on wagmi 3 with the Foyer connector (wagmi only on this page).
    // Same template (styles) as the demo page; the page sets its own title.
    pages: [{ name: 'wagmi', title: 'Foyer demo: wagmi', entry: 'demo/src/wagmi/main.tsx', template: 'demo/index.html' }],
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
