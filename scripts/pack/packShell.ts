/**
 * Builds the published `@foyer/shell` (issue 14 point 7) and packs it:
 *
 *   node --import tsx/esm scripts/pack/packShell.ts [--out DIR]   after `npx tsc -b`; prints the tarball's path
 *                                                                 (default DIR: $TMPDIR/foyer-pack)
 *
 * The package holds the shell, the kernel and the libraries they run on (Redux Toolkit, react-redux, the
 * Module Federation runtime, ...) as ES modules, one file per source module (rollup's `preserveModules`), so
 * an app's bundler tree-shakes and code-splits it exactly as it does the workspace's `dist`. Its only
 * dependency is `use-sync-external-store` (CommonJS, used by react-redux); React and react-dom are peers.
 * An app installs one copy of Redux Toolkit less than a dozen packages and ~13 MiB; the remotes get the
 * shell's copy as a Module Federation singleton (shell/src/remote/federation.ts), as before.
 * Its declarations are bundled into `dist/index.d.ts` and `dist/siwx/index.d.ts` with the kernel's and the
 * Redux types inlined: they import only React.
 */
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { execFile } from 'node:child_process';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { generateDtsBundle } from 'dts-bundle-generator';
import { rollup, type RollupLog } from 'rollup';
import { importedSpecifiers, packageOf, publishedPath } from './publishedPath.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SHELL = path.join(ROOT, 'shell');

/** The package's entry points: subpath -> the shell's built module (without `.js`). */
const ENTRIES = { index: 'index', 'siwx/index': 'siwx/index' } as const;

/** Left to the app: React (peers) and react-redux's CommonJS shim (a dependency of the published package). */
const EXTERNAL = /^(react|react-dom|use-sync-external-store)(\/|$)/;
const EXTERNAL_PACKAGES = { peers: ['react', 'react-dom'], dependencies: ['use-sync-external-store'] } as const;

/** Packages that only hold types, referenced by the inlined Redux Toolkit declarations. */
const TYPE_ONLY_INLINED = ['@standard-schema/spec'];

/** Licence files a vendored package may ship, in the order they are looked for. */
const LICENCE_FILES = ['LICENSE', 'LICENSE.md', 'LICENSE.txt', 'license', 'license.md', 'LICENCE', 'LICENCE.md'];

type Manifest = {
  name: string;
  version: string;
  license?: string;
  sideEffects?: boolean | string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [field: string]: unknown;
};

/** A library whose modules the package holds under `dist/vendor/<name>`. */
export interface VendoredPackage {
  name: string;
  version: string;
  license: string;
  /** Its licence file in the package (`dist/vendor/<name>/LICENSE`). */
  licenceFile: string;
}

export interface PublishedShell {
  /** The staged package directory (`npm pack` it). */
  dir: string;
  vendored: VendoredPackage[];
}

async function readManifest(dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** The rollup warnings that mean a broken package rather than noise in a library's comments. */
function failOnUnresolved(log: RollupLog): void {
  if (log.code === 'UNRESOLVED_IMPORT' || log.code === 'MISSING_EXPORT') throw new Error(`rollup: ${log.message}`);
}

/** The shell's JS as one ES module per source module under `stage/dist`; returns the vendored packages' directories. */
async function bundleModules(stage: string): Promise<Map<string, string>> {
  const input = Object.fromEntries(Object.entries(ENTRIES).map(([name, module]) => [name, path.join(SHELL, 'dist', `${module}.js`)]));
  const bundle = await rollup({
    input,
    external: (id) => EXTERNAL.test(id),
    // The `module` condition picks Redux Toolkit's modern ESM build with its development checks behind
    // `process.env.NODE_ENV`, which the app's bundler replaces (its `browser` build is production-only).
    plugins: [nodeResolve({ exportConditions: ['module', 'import', 'default'], browser: false, preferBuiltins: false, rootDir: ROOT })],
    onLog: (_level, log) => failOnUnresolved(log),
  });
  const packages = new Map<string, string>();
  try {
    const { output } = await bundle.write({
      dir: path.join(stage, 'dist'),
      format: 'es',
      preserveModules: true,
      preserveModulesRoot: ROOT,
      // Entry modules are named after their key in `input`, the others after their path.
      entryFileNames: (chunk) => `${chunk.isEntry ? chunk.name : publishedPath(chunk.name)}.js`,
    });
    for (const chunk of output) {
      if (chunk.type !== 'chunk' || chunk.facadeModuleId === null) continue;
      const owner = packageOf(chunk.facadeModuleId);
      if (owner === undefined) continue;
      const known = packages.get(owner.name);
      if (known !== undefined && known !== owner.dir) throw new Error(`two copies of ${owner.name} would share dist/vendor/${owner.name}: ${known}, ${owner.dir}`);
      packages.set(owner.name, owner.dir);
    }
  } finally {
    await bundle.close();
  }
  return packages;
}

/**
 * Copies the licence of each vendored package, and of each package whose declarations are inlined, to
 * `dist/vendor/<name>/LICENSE`; fails for a package without one.
 */
async function copyLicences(stage: string, packages: ReadonlyMap<string, string>): Promise<VendoredPackage[]> {
  const vendored: VendoredPackage[] = [];
  const typeOnly = TYPE_ONLY_INLINED.map((name) => [name, path.join(ROOT, 'node_modules', name)] as const);
  for (const [name, dir] of [...packages, ...typeOnly].sort(([a], [b]) => a.localeCompare(b))) {
    const manifest = await readManifest(dir);
    const licence = LICENCE_FILES.find((file) => existsSync(path.join(dir, file)));
    if (licence === undefined) throw new Error(`${name} ships no licence file: its modules cannot be redistributed without one`);
    const licenceFile = `dist/vendor/${name}/LICENSE`;
    await mkdir(path.join(stage, path.dirname(licenceFile)), { recursive: true });
    await cp(path.join(dir, licence), path.join(stage, licenceFile));
    vendored.push({ name, version: manifest.version, license: manifest.license ?? 'see LICENSE', licenceFile });
  }
  return vendored;
}

/** `dist/index.d.ts` and `dist/siwx/index.d.ts`: the shell's declarations with every non-React type inlined. */
async function bundleDeclarations(stage: string, outDir: string, inlined: readonly string[]): Promise<void> {
  const entries = Object.values(ENTRIES).map((module) => path.join(SHELL, 'dist', `${module}.d.ts`));
  const tsconfig = path.join(outDir, 'tsconfig.declarations.json');
  const compilerOptions = { target: 'ES2022', module: 'ESNext', moduleResolution: 'Bundler', jsx: 'react-jsx', strict: true, skipLibCheck: true, types: [] };
  await writeFile(tsconfig, JSON.stringify({ compilerOptions, files: entries }));
  const bundled = generateDtsBundle(
    entries.map((filePath) => ({
      filePath,
      libraries: { inlinedLibraries: ['@foyer/kernel', ...inlined, ...TYPE_ONLY_INLINED] },
      output: { noBanner: true, exportReferencedTypes: false, inlineDeclareGlobals: true },
    })),
    { preferredConfigPath: tsconfig },
  );
  for (const [index, name] of Object.keys(ENTRIES).entries()) {
    const declarations = bundled[index] ?? '';
    const foreign = importedSpecifiers(declarations).filter((specifier) => !EXTERNAL.test(specifier));
    if (foreign.length > 0) throw new Error(`dist/${name}.d.ts imports ${foreign.join(', ')}: inline it (TYPE_ONLY_INLINED) or vendor it`);
    await writeFile(path.join(stage, 'dist', `${name}.d.ts`), declarations);
  }
}

/** The published manifest: the workspace's, without the workspace's dependencies, plus `sideEffects` per vendored package. */
async function publishedManifest(vendored: readonly VendoredPackage[], packages: ReadonlyMap<string, string>): Promise<Manifest> {
  const workspace = await readManifest(SHELL);
  const reactRedux = packages.get('react-redux');
  const reactReduxManifest = reactRedux === undefined ? undefined : await readManifest(reactRedux);
  const dependencies: Record<string, string> = {};
  for (const name of EXTERNAL_PACKAGES.dependencies) {
    const range = reactReduxManifest?.dependencies?.[name];
    if (range !== undefined) dependencies[name] = range;
  }
  // A vendored package that declares side effects (or says nothing) keeps all its modules.
  const sideEffects: string[] = [];
  for (const entry of vendored) {
    const dir = packages.get(entry.name);
    if (dir !== undefined && (await readManifest(dir)).sideEffects !== false) sideEffects.push(`./dist/vendor/${entry.name}/**`);
  }
  const published: Manifest = { ...workspace };
  for (const field of ['private', 'dependencies', 'devDependencies', 'peerDependencies']) delete published[field];
  return {
    ...published,
    sideEffects: sideEffects.length === 0 ? false : sideEffects,
    files: ['dist'],
    exports: {
      '.': { types: './dist/index.d.ts', default: './dist/index.js' },
      './siwx': { types: './dist/siwx/index.d.ts', default: './dist/siwx/index.js' },
      './package.json': './package.json',
    },
    ...(Object.keys(dependencies).length > 0 ? { dependencies } : {}),
    peerDependencies: Object.fromEntries(EXTERNAL_PACKAGES.peers.map((name) => [name, workspace.peerDependencies?.[name] ?? '*'])),
  };
}

/**
 * Stages the published `@foyer/shell` in `outDir/stage/shell` from the shell's and the kernel's `tsc -b`
 * output (run it first). Only modules reachable from the entries are taken, so outputs of deleted sources
 * that `tsc -b` leaves behind never ship.
 */
export async function stageShell(outDir: string): Promise<PublishedShell> {
  const stage = path.join(outDir, 'stage', 'shell');
  await rm(stage, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });
  const packages = await bundleModules(stage);
  const vendored = await copyLicences(stage, packages);
  await bundleDeclarations(stage, outDir, [...packages.keys()]);
  const manifest = await publishedManifest(vendored, packages);
  await writeFile(path.join(stage, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  for (const file of ['README.md', 'LICENSE']) await cp(path.join(SHELL, file), path.join(stage, file));
  return { dir: stage, vendored };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(tmpdir(), 'foyer-pack') } } });
  const outDir = path.resolve(values.out);
  const { dir, vendored } = await stageShell(outDir);
  const packed = await new Promise<string>((resolve, reject) => {
    execFile('npm', ['pack', '--pack-destination', outDir, '--loglevel=error'], { cwd: dir }, (error, stdout) => (error ? reject(error) : resolve(stdout.trim())));
  });
  process.stdout.write(`${path.join(outDir, packed)}\nvendored: ${vendored.map((entry) => `${entry.name}@${entry.version} (${entry.license})`).join(', ')}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
