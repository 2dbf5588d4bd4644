/**
 * Installs the shell as an integrator would (issue 14 point 7): the published @foyer/shell (scripts/pack/packShell.ts:
 * the shell, the kernel and the libraries they run on, one ES module per source module), `npm pack`ed, in a fresh
 * React app OUTSIDE the workspace whose own package.json installs the tarball and React from the registry (no
 * workspace link), built with @rspack/core and type-checked with tsc (library declarations checked too).
 * The e2e spec `e2e/tests/freshApp.spec.ts` serves the result against the running stack.
 *
 *   node --import tsx/esm scripts/packInstall.ts              pack, install, build; print the figures
 *   node --import tsx/esm scripts/packInstall.ts --baseline   also install an app with only React and the
 *                                                             bundler, and check the figures against it
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { cp, lstat, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { packShell, type PackedShell } from './pack/packShell.js';

const ROOT = path.resolve(import.meta.dirname, '..');

/** Dependencies of the fresh app, each pinned where the repo already pins it (so the npm cache serves it). */
const FRESH_APP_PINS = {
  dependencies: { react: 'demo', 'react-dom': 'demo' },
  devDependencies: { '@rspack/core': '.', typescript: '.', '@types/react': '.', '@types/react-dom': '.' },
} as const;

/** What an app without Foyer installs anyway: the figures leave out everything these reach. */
const BASELINE_ROOTS = ['react', 'react-dom', ...Object.keys(FRESH_APP_PINS.devDependencies)];

/** The goal of issue 14: what the package may add to an app, React excluded. */
export const FOOTPRINT_GOAL = { packages: 20, mebibytes: 5 } as const;

/** One `npm pack` result. */
export type PackedTarball = PackedShell;

/** One package the fresh app has in node_modules because of Foyer. */
export interface AddedPackage {
  name: string;
  version: string;
  bytes: number;
}

/** What the package adds to a React app (React, react-dom, scheduler and the tooling left out). */
export interface Footprint {
  packages: AddedPackage[];
  bytes: number;
}

export interface FreshApp {
  dir: string;
  /** The built page: serve this directory. */
  dist: string;
  tarballs: PackedTarball[];
  footprint: Footprint;
  /** The scripts the built page's HTML loads (its first load), gzip -9 bytes. */
  initialScriptGzipBytes: number;
  /** Undefined when the cached app of an earlier run was reused. */
  timings: { installMs: number; buildMs: number; typecheckMs: number } | undefined;
}

function run(command: string, args: readonly string[], cwd: string, timeoutMs = 300_000): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile(command, args, { cwd, timeout: timeoutMs, maxBuffer: 64 * 1024 * 1024, env: freshEnv() }, (error, stdout, stderr) => {
      if (error) reject(new Error(`${command} ${args.join(' ')} failed in ${cwd}:\n${stderr || stdout || error.message}`));
      else resolve(stdout);
    });
  });
}

/** The environment without npm's workspace hints, so an npm started from `npm test` sees no workspace. */
function freshEnv(): NodeJS.ProcessEnv {
  return Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !/^npm_(config_(workspace|workspaces|include_workspace_root|prefix)|package_|lifecycle_)/i.test(name)),
  );
}

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

type Manifest = { name: string; version: string; dependencies?: Record<string, string>; devDependencies?: Record<string, string> };

/** The versions the repo pins for the fresh app's dependencies. */
async function pinnedVersions(): Promise<{ dependencies: Record<string, string>; devDependencies: Record<string, string> }> {
  const pick = async (pins: Readonly<Record<string, string>>): Promise<Record<string, string>> => {
    const entries = await Promise.all(
      Object.entries(pins).map(async ([name, workspace]) => {
        const manifest = await readJson<Manifest>(path.join(ROOT, workspace, 'package.json'));
        const version = manifest.dependencies?.[name] ?? manifest.devDependencies?.[name];
        if (!version) throw new Error(`${workspace}/package.json pins no ${name}`);
        return [name, version] as const;
      }),
    );
    return Object.fromEntries(entries);
  };
  return { dependencies: await pick(FRESH_APP_PINS.dependencies), devDependencies: await pick(FRESH_APP_PINS.devDependencies) };
}

/** The published @foyer/shell (scripts/pack/packShell.ts), packed into `outDir` from the `tsc -b` output. */
export async function packFoyer(outDir: string): Promise<PackedTarball[]> {
  await mkdir(outDir, { recursive: true });
  return [await packShell(outDir)];
}

const MAIN_TSX = `import { createRoot } from 'react-dom/client';
import { ConnectButton, createFoyer, mainnet } from '@foyer/shell';

// The services this page talks to come from its query, as an integrator's config would give them.
const query = new URLSearchParams(window.location.search);
createFoyer({
  projectId: query.get('projectId') ?? 'foyer-demo',
  apiUrl: query.get('apiUrl') ?? undefined,
  relayUrl: query.get('relayUrl') ?? undefined,
  secureSiteUrl: query.get('secureSiteUrl') ?? undefined,
  networks: [mainnet],
  metadata: { name: 'Fresh app', description: 'A React app installing @foyer/shell from its tarball', url: window.location.origin, icons: [] },
});

const root = document.getElementById('root');
if (!root) throw new Error('no #root');
createRoot(root).render(<ConnectButton />);
`;

const BUILD_MJS = `import { rspack } from '@rspack/core';

const compiler = rspack({
  mode: 'production',
  context: import.meta.dirname,
  entry: './src/main.tsx',
  output: { path: new URL('./dist', import.meta.url).pathname, filename: 'assets/[name].[contenthash:8].js', clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js'] },
  module: {
    rules: [
      {
        test: /\\.tsx?$/,
        exclude: /node_modules/,
        loader: 'builtin:swc-loader',
        options: { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
        type: 'javascript/auto',
      },
    ],
  },
  plugins: [
    new rspack.HtmlRspackPlugin({
      title: 'Fresh app',
      templateContent: '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Fresh app</title></head><body><div id="root"></div></body></html>',
      scriptLoading: 'module',
    }),
  ],
  performance: false,
  stats: 'errors-warnings',
});

compiler.run((error, stats) => {
  compiler.close(() => {});
  if (error || !stats || stats.hasErrors()) {
    console.error(error ?? stats?.toString({ all: false, errors: true }));
    process.exitCode = 1;
  }
});
`;

/** Uses of the public API beyond the page's, for tsc only (in `src`, not imported by the page). */
const API_TYPES_TS = `import { getFoyer, useFoyerAccount, type Foyer, type FoyerOptions } from '@foyer/shell';
import { FoyerSiwx, type FoyerSiwxOptions, type SIWXSession } from '@foyer/shell/siwx';

type Check<value extends true> = value;
export type Checks = [
  Check<ReturnType<typeof useFoyerAccount>['address'] extends string | undefined ? true : false>,
  Check<FoyerOptions['projectId'] extends string ? true : false>,
  Check<SIWXSession['signature'] extends string ? true : false>,
  // The two entries' declarations are bundled apart: each has its own copy of the SIWX types, which must agree.
  Check<InstanceType<typeof FoyerSiwx> extends NonNullable<FoyerOptions['siwx']> ? true : false>,
];
export const activeNetwork = (): string | null => getFoyer()?.store.getState().connection.activeCaipNetworkId ?? null;
export type SiwxOptions = FoyerSiwxOptions;
export type Instance = Foyer;
`;

const TSCONFIG = {
  compilerOptions: {
    target: 'ES2022',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    module: 'ESNext',
    moduleResolution: 'Bundler',
    jsx: 'react-jsx',
    strict: true,
    noEmit: true,
    // Stricter than the React templates of Vite and Next.js (true): the package's bundled declarations must
    // compile on their own, with no Redux package installed.
    skipLibCheck: false,
    types: [],
  },
  include: ['src'],
};

/** Writes the fresh app's files: its package.json lists the tarballs and registry packages only. */
async function writeApp(dir: string, dependencies: Record<string, string>, devDependencies: Record<string, string>, withSources: boolean): Promise<void> {
  await mkdir(path.join(dir, 'src'), { recursive: true });
  const manifest = { name: 'foyer-fresh-app', version: '1.0.0', private: true, type: 'module', dependencies, devDependencies };
  await writeFile(path.join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  // No lockfile from an earlier run and no parent workspace: the install resolves from scratch.
  await writeFile(path.join(dir, '.npmrc'), 'package-lock=false\nfund=false\naudit=false\n');
  if (!withSources) return;
  await writeFile(path.join(dir, 'src', 'main.tsx'), MAIN_TSX);
  await writeFile(path.join(dir, 'src', 'apiTypes.ts'), API_TYPES_TS);
  await writeFile(path.join(dir, 'build.mjs'), BUILD_MJS);
  await writeFile(path.join(dir, 'tsconfig.json'), `${JSON.stringify(TSCONFIG, null, 2)}\n`);
}

async function npmInstall(dir: string): Promise<void> {
  await run('npm', ['install', '--prefer-offline', '--no-audit', '--no-fund', '--no-package-lock', '--loglevel=error'], dir);
}

type LockEntry = {
  name?: string;
  version?: string;
  link?: boolean;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
};

/** Package name of a node_modules path (`node_modules/a/node_modules/@s/b` -> `@s/b`). */
function nameOf(location: string): string {
  return location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

/** The installed packages, keyed by location, from npm's hidden lockfile (node_modules/.package-lock.json). */
async function installedPackages(dir: string): Promise<Map<string, LockEntry>> {
  const lock = await readJson<{ packages: Record<string, LockEntry> }>(path.join(dir, 'node_modules', '.package-lock.json'));
  return new Map(Object.entries(lock.packages).filter(([location, entry]) => location.startsWith('node_modules/') && !entry.link));
}

/** Node's lookup: the nearest `node_modules/<name>` from `from` upwards. */
function resolveFrom(packages: ReadonlyMap<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = base === '' ? `node_modules/${name}` : `${base}/node_modules/${name}`;
    if (packages.has(candidate)) return candidate;
    if (base === '') return undefined;
    const cut = base.lastIndexOf('/node_modules/');
    base = cut === -1 ? '' : base.slice(0, cut);
  }
}

/** Every installed package reachable from `roots` (dependencies, optional and required peer dependencies). */
function reachable(packages: ReadonlyMap<string, LockEntry>, roots: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const queue = roots.map((name) => resolveFrom(packages, '', name)).filter((location) => location !== undefined);
  while (queue.length > 0) {
    const location = queue.pop();
    if (location === undefined || seen.has(location)) continue;
    seen.add(location);
    const entry = packages.get(location);
    const peers = Object.keys(entry?.peerDependencies ?? {}).filter((name) => !entry?.peerDependenciesMeta?.[name]?.optional);
    for (const name of [...Object.keys(entry?.dependencies ?? {}), ...Object.keys(entry?.optionalDependencies ?? {}), ...peers]) {
      const target = resolveFrom(packages, location, name);
      if (target !== undefined) queue.push(target);
    }
  }
  return seen;
}

/** Bytes of a package's files, its own nested node_modules left out. */
async function packageBytes(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) total += await packageBytes(full);
    else if (entry.isFile()) total += (await lstat(full)).size;
  }
  return total;
}

/**
 * What Foyer adds to the app in `dir`: the packages reached from @foyer/* that React, react-dom and the
 * build tools do not reach. Equal to (this app) minus (the same app without Foyer)
 * as long as npm hoists the same way in both, which `--baseline` checks.
 */
export async function measureFootprint(dir: string): Promise<Footprint> {
  const packages = await installedPackages(dir);
  const manifest = await readJson<Manifest>(path.join(dir, 'package.json'));
  const foyerRoots = Object.keys(manifest.dependencies ?? {}).filter((name) => !BASELINE_ROOTS.includes(name));
  const baseline = reachable(packages, BASELINE_ROOTS);
  const added = [...reachable(packages, foyerRoots)].filter((location) => !baseline.has(location)).sort();
  const measured = await Promise.all(
    added.map(async (location) => ({
      name: nameOf(location),
      version: packages.get(location)?.version ?? '?',
      bytes: await packageBytes(path.join(dir, location)),
    })),
  );
  return { packages: measured, bytes: measured.reduce((sum, entry) => sum + entry.bytes, 0) };
}

/** Total packages and bytes in an app's node_modules (for the `--baseline` cross-check). */
async function countInstalled(dir: string): Promise<{ packages: number; bytes: number }> {
  const packages = await installedPackages(dir);
  let bytes = 0;
  for (const location of packages.keys()) bytes += await packageBytes(path.join(dir, location));
  return { packages: packages.size, bytes };
}

async function timed(work: () => Promise<unknown>): Promise<number> {
  const started = performance.now();
  await work();
  return Math.round(performance.now() - started);
}

async function hashFiles(files: readonly string[], extra: string): Promise<string> {
  const hash = createHash('sha256').update(extra);
  for (const file of files) hash.update(await readFile(file));
  return hash.digest('hex').slice(0, 16);
}

export interface PrepareFreshAppOptions {
  /** Where packs and apps go (default `$TMPDIR/foyer-fresh-app`): outside the workspace. */
  workDir?: string;
  /** Run `tsc -b shared-kernel shell` first (default true; off when the caller has just built). */
  build?: boolean;
}

/**
 * Packs the published shell, installs it into a fresh React app and builds it. An app already
 * built from the same tarballs and template is reused (its directory is named after their hash).
 */
export async function prepareFreshApp({ workDir = path.join(tmpdir(), 'foyer-fresh-app'), build = true }: PrepareFreshAppOptions = {}): Promise<FreshApp> {
  if (path.resolve(workDir).startsWith(`${ROOT}${path.sep}`)) throw new Error(`${workDir} is inside the workspace: the app must not see it`);
  if (build) await run(process.execPath, [path.join(ROOT, 'node_modules', 'typescript', 'bin', 'tsc'), '-b', 'shared-kernel', 'shell'], ROOT);
  const packDir = path.join(workDir, 'packs');
  await rm(packDir, { recursive: true, force: true });
  const tarballs = await packFoyer(packDir);
  const pins = await pinnedVersions();
  const key = await hashFiles(
    tarballs.map((tarball) => tarball.file),
    JSON.stringify(pins) + MAIN_TSX + API_TYPES_TS + BUILD_MJS + JSON.stringify(TSCONFIG),
  );
  const dir = path.join(workDir, `app-${key}`);
  const dist = path.join(dir, 'dist');
  // Written once install, build and type-check have all passed: an app that failed one is built again, not reused.
  const ready = path.join(dir, 'ready');
  let timings: FreshApp['timings'];
  if (!existsSync(ready)) {
    // Apps of older tarballs are ~100 MB each: keep only the one being built.
    for (const entry of await readdir(workDir)) {
      if (entry.startsWith('app-')) await rm(path.join(workDir, entry), { recursive: true, force: true });
    }
    // The tarballs are copied next to the app so that its package.json points at files it owns.
    const dependencies: Record<string, string> = { ...pins.dependencies };
    for (const tarball of tarballs) {
      await cp(tarball.file, path.join(dir, path.basename(tarball.file)));
      dependencies[tarball.name] = `file:./${path.basename(tarball.file)}`;
    }
    await writeApp(dir, dependencies, pins.devDependencies, true);
    const installMs = await timed(() => npmInstall(dir));
    const buildMs = await timed(() => run(process.execPath, ['build.mjs'], dir));
    const typecheckMs = await timed(() => run(process.execPath, [path.join(dir, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', '.'], dir));
    timings = { installMs, buildMs, typecheckMs };
    await writeFile(ready, `${new Date().toISOString()}\n`);
  }
  return { dir, dist, tarballs, footprint: await measureFootprint(dir), initialScriptGzipBytes: await initialScriptGzipBytes(dist), timings };
}

/** The scripts `index.html` in `dist` loads, gzip -9 bytes: what a visitor's first load fetches. */
async function initialScriptGzipBytes(dist: string): Promise<number> {
  const html = await readFile(path.join(dist, 'index.html'), 'utf8');
  let total = 0;
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)) {
    total += gzipSync(await readFile(path.join(dist, match[1] ?? '')), { level: 9 }).length;
  }
  return total;
}

const MIB = 1024 * 1024;

/** `17 packages, 4.21 MiB` */
export function formatFootprint(footprint: Footprint): string {
  return `${footprint.packages.length} packages, ${(footprint.bytes / MIB).toFixed(2)} MiB`;
}

/** Bytes as MiB (1 MiB = 1,048,576 bytes). */
export function toMebibytes(bytes: number): number {
  return bytes / MIB;
}

type ExportTarget = string | null | { [condition: string]: ExportTarget };

/**
 * Export targets of a packed manifest that its tarball lacks (`./dist/siwx/index.js`), with the
 * subpath and conditions leading there. Conditions in `unpublished` (workspace-only) are skipped.
 */
export async function missingExportTargets(tarball: PackedTarball, unpublished: readonly string[] = ['foyer-workspace']): Promise<string[]> {
  const manifest = await readJson<{ exports?: Record<string, ExportTarget>; main?: string; types?: string }>(tarball.manifest);
  const files = new Set(tarball.files);
  const missing: string[] = [];
  const check = (target: ExportTarget, trail: string): void => {
    if (target === null) return;
    if (typeof target === 'string') {
      if (!files.has(path.posix.normalize(target))) missing.push(`${trail} -> ${target}`);
      return;
    }
    for (const [condition, next] of Object.entries(target)) {
      if (!unpublished.includes(condition)) check(next, `${trail} [${condition}]`);
    }
  };
  for (const [subpath, target] of Object.entries(manifest.exports ?? {})) check(target, subpath);
  for (const field of ['main', 'types'] as const) {
    const target = manifest[field];
    if (target !== undefined) check(target, field);
  }
  return missing;
}

/** The added packages, largest first: `@foyer/shell@0.1.0 1.59 MiB`. */
export function footprintTable(footprint: Footprint): string[] {
  return [...footprint.packages]
    .sort((a, b) => b.bytes - a.bytes)
    .map((entry) => `${`${entry.name}@${entry.version}`.padEnd(44)} ${(entry.bytes / MIB).toFixed(2)} MiB`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { baseline: { type: 'boolean', default: false }, dir: { type: 'string' } } });
  const workDir = values.dir ?? path.join(tmpdir(), 'foyer-fresh-app');
  const app = await prepareFreshApp({ workDir });
  const out = (line: string) => process.stdout.write(`${line}\n`);
  for (const tarball of app.tarballs) {
    out(`${path.basename(tarball.file)}: ${tarball.files.length} files, ${(tarball.size / 1024).toFixed(1)} KiB packed, ${(tarball.unpackedSize / 1024).toFixed(1)} KiB unpacked`);
  }
  out(`fresh app: ${app.dir}`);
  if (app.timings) {
    out(`install ${(app.timings.installMs / 1000).toFixed(1)} s, build ${(app.timings.buildMs / 1000).toFixed(1)} s, typecheck ${(app.timings.typecheckMs / 1000).toFixed(1)} s`);
  } else out('reused the app built from the same tarballs');
  out(`added by @foyer/shell: ${formatFootprint(app.footprint)} (goal ≤ ${FOOTPRINT_GOAL.packages} packages, ≤ ${FOOTPRINT_GOAL.mebibytes} MiB)`);
  out(`the page's first load: ${(app.initialScriptGzipBytes / 1000).toFixed(1)} kB gzip (React included)`);
  for (const tarball of app.tarballs) out(`${tarball.name} holds: ${tarball.vendored.map((entry) => `${entry.name}@${entry.version}`).join(', ')}`);
  for (const row of footprintTable(app.footprint)) out(`  ${row}`);
  for (const tarball of app.tarballs) {
    for (const missing of await missingExportTargets(tarball)) {
      process.stderr.write(`${tarball.name}: export ${missing} is not in the tarball\n`);
      process.exitCode = 1;
    }
  }
  if (values.baseline) {
    const baselineDir = path.join(workDir, 'baseline');
    await rm(baselineDir, { recursive: true, force: true });
    const pins = await pinnedVersions();
    const baselineDependencies = Object.fromEntries(Object.entries(pins.dependencies).filter(([name]) => BASELINE_ROOTS.includes(name)));
    await writeApp(baselineDir, baselineDependencies, pins.devDependencies, false);
    await npmInstall(baselineDir);
    const [withFoyer, without] = await Promise.all([countInstalled(app.dir), countInstalled(baselineDir)]);
    const packages = withFoyer.packages - without.packages;
    const bytes = withFoyer.bytes - without.bytes;
    out(`baseline app (react, react-dom, tooling): ${without.packages} packages; with Foyer: ${withFoyer.packages}`);
    out(`difference: ${packages} packages, ${(bytes / MIB).toFixed(2)} MiB`);
    if (packages !== app.footprint.packages.length) {
      process.stderr.write(`the difference (${packages}) is not the measured footprint (${app.footprint.packages.length}): hoisting differs\n`);
      process.exitCode = 1;
    }
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
