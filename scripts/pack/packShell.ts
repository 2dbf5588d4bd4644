/**
 * Builds the published `@foyer/shell` (issue 14 point 7) and packs it:
 *
 *   node --import tsx/esm scripts/pack/packShell.ts [--out DIR]   after `npx tsc -b`; prints the tarball's path
 *                                                                 (DIR defaults to <os tmpdir>/foyer-pack)
 *
 * The package holds the shell, the kernel and the libraries they run on (Redux Toolkit, react-redux, the
 * Module Federation runtime, ...) as ES modules, one file per source module (rollup's `preserveModules`), so
 * an app's bundler tree-shakes and code-splits it exactly as it does the workspace's `dist`. React and
 * react-dom are peers; its one dependency is `use-sync-external-store` (react-redux's CommonJS selector shim).
 * The remotes get the shell's copies as Module Federation singletons (shell/src/remote/federation.ts).
 * Its declarations are bundled into one file per entry with the kernel's and the Redux types inlined: they
 * import only React.
 */
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdir, readFile, readdir, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { nodeResolve } from '@rollup/plugin-node-resolve';
import { generateDtsBundle } from 'dts-bundle-generator';
import { rollup, type RollupLog } from 'rollup';
import { ALLOWED_LICENSES, isAllowedLicense } from '../licenses/isAllowedLicense.js';
import { importedSpecifiers } from './importedSpecifiers.js';
import { packageOf } from './packageOf.js';
import { publishedPath } from './publishedPath.js';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
const SHELL = path.join(ROOT, 'shell');

/** The package's subpaths, each with the shell's built module it publishes (path in `dist`, without `.js`). */
const ENTRIES = { '.': 'index', './siwx': 'siwx/index' } as const;

/** What the app provides: React as peers, react-redux's CommonJS shim as a dependency of the package. */
const PEERS = ['react', 'react-dom'] as const;
const DEPENDENCIES = { 'use-sync-external-store': 'react-redux' } as const; // name -> the vendored package that asks for it
const EXTERNAL = new RegExp(`^(${[...PEERS, ...Object.keys(DEPENDENCIES)].join('|')})(/|$)`);
/** What the bundled declarations may import: React's types (`@types/react`, an optional peer). */
const DECLARATION_IMPORTS = /^react(\/|$)/;

/** Packages that only hold types, referenced by the inlined Redux Toolkit declarations (RTK Query's schemas). */
const TYPE_ONLY_INLINED = ['@standard-schema/spec'];

/** Licences under which code may be vendored: the allowed ones without copyleft (MPL-2.0) or data-only terms. */
const VENDORABLE_LICENSES: ReadonlySet<string> = new Set([...ALLOWED_LICENSES].filter((id) => !['MPL-2.0', 'CC-BY-4.0', 'Python-2.0'].includes(id)));

/** Licence and notice files a vendored package may ship. */
const LICENCE_FILE = /^(licen[cs]e|copying)(\.(md|txt))?$/i;
const NOTICE_FILE = /^notice(\.(md|txt))?$/i;

/** Where the list of vendored packages goes in the package (npm packs it with `dist`). */
const THIRD_PARTY_FILE = 'THIRD_PARTY_LICENSES.md';

/** rollup warnings that mean a broken package rather than noise in a library's comments. */
const FATAL_LOGS = new Set(['UNRESOLVED_IMPORT', 'MISSING_EXPORT', 'MODULE_LEVEL_DIRECTIVE', 'EVAL']);
/** rollup warnings that are noise: pure annotations in positions rollup ignores, in a library's own comments. */
const QUIET_LOGS = new Set(['INVALID_ANNOTATION']);

type Manifest = {
  name: string;
  version: string;
  license?: string;
  sideEffects?: boolean | string[];
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  [field: string]: unknown;
};

/** A library whose code (or, for type-only packages, declarations) the package holds. */
export interface VendoredPackage {
  name: string;
  version: string;
  license: string;
  /** Its directory in the package (`dist/vendor/<name>`), holding its licence as `LICENSE`. */
  dir: string;
}

export interface PackedShell {
  name: string;
  /** The tarball. */
  file: string;
  /** Compressed size of the tarball. */
  size: number;
  unpackedSize: number;
  files: string[];
  /** The staged package.json that was packed. */
  manifest: string;
  vendored: VendoredPackage[];
}

async function readManifest(dir: string): Promise<Manifest> {
  return JSON.parse(await readFile(path.join(dir, 'package.json'), 'utf8')) as Manifest;
}

/** The shell's JS as one ES module per source module under `stage/dist`. Returns the vendored packages' directories by name. */
async function bundleModules(stage: string): Promise<Map<string, string>> {
  const input = Object.fromEntries(Object.values(ENTRIES).map((module) => [module, path.join(SHELL, 'dist', `${module}.js`)]));
  const warnings: string[] = [];
  const bundle = await rollup({
    input,
    external: (id) => EXTERNAL.test(id),
    // The `module` condition picks Redux Toolkit's modern ESM build with its development checks behind
    // `process.env.NODE_ENV`, which the app's bundler replaces (its `browser` build is production-only).
    plugins: [nodeResolve({ exportConditions: ['module', 'import', 'default'], browser: false, preferBuiltins: false, rootDir: ROOT })],
    onLog: (_level, log: RollupLog) => {
      if (log.code !== undefined && FATAL_LOGS.has(log.code)) throw new Error(`rollup ${log.code}: ${log.message}`);
      if (log.code === undefined || !QUIET_LOGS.has(log.code)) warnings.push(`rollup ${log.code ?? ''}: ${log.message}`);
    },
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
    const written = new Set(output.map((file) => file.fileName));
    for (const chunk of output) {
      if (chunk.type !== 'chunk') continue;
      const unlisted = [...chunk.imports, ...chunk.dynamicImports].filter((id) => !written.has(id) && !EXTERNAL.test(id));
      if (unlisted.length > 0) throw new Error(`${chunk.fileName} imports ${unlisted.join(', ')}, which the package neither holds nor lists`);
      const owner = chunk.facadeModuleId === null ? undefined : packageOf(chunk.facadeModuleId);
      if (owner === undefined) continue;
      const known = packages.get(owner.name);
      if (known !== undefined && known !== owner.dir) throw new Error(`two copies of ${owner.name} would share dist/vendor/${owner.name}: ${known}, ${owner.dir}`);
      packages.set(owner.name, owner.dir);
    }
  } finally {
    await bundle.close();
  }
  for (const warning of warnings) process.stderr.write(`${warning}\n`);
  return packages;
}

/** Where a type-only package is installed: as the vendored package that references it resolves it. */
function typeOnlyDir(name: string, packages: ReadonlyMap<string, string>): string {
  const from = packages.get('@reduxjs/toolkit') ?? ROOT;
  // Node's lookup folders, not `resolve()`: a types-only package's `exports` may offer nothing to require.
  const folders = createRequire(path.join(from, 'package.json')).resolve.paths(name) ?? [];
  const dir = folders.map((folder) => path.join(folder, name)).find((candidate) => existsSync(path.join(candidate, 'package.json')));
  if (dir === undefined) throw new Error(`${name} (its declarations are inlined) is not installed`);
  return dir;
}

/**
 * Copies the licence (as `LICENSE`) and any notice of each vendored package, and of each package whose declarations
 * are inlined, to `dist/vendor/<name>/`. Fails for a package without a licence file or under a licence that
 * does not allow vendoring.
 */
async function copyLicences(stage: string, packages: ReadonlyMap<string, string>): Promise<VendoredPackage[]> {
  const vendored: VendoredPackage[] = [];
  const typeOnly = TYPE_ONLY_INLINED.map((name) => [name, typeOnlyDir(name, packages)] as const);
  for (const [name, dir] of [...packages, ...typeOnly].sort(([a], [b]) => a.localeCompare(b))) {
    const manifest = await readManifest(dir);
    const license = manifest.license ?? '';
    if (!isAllowedLicense(license, VENDORABLE_LICENSES)) throw new Error(`${name} is under "${license}", which the package may not vendor`);
    const files = await readdir(dir);
    const licence = files.find((file) => LICENCE_FILE.test(file));
    if (licence === undefined) throw new Error(`${name} ships no licence file: its code cannot be redistributed without one`);
    const target = `dist/vendor/${name}`;
    await mkdir(path.join(stage, target), { recursive: true });
    await cp(path.join(dir, licence), path.join(stage, target, 'LICENSE'));
    for (const notice of files.filter((file) => NOTICE_FILE.test(file))) await cp(path.join(dir, notice), path.join(stage, target, notice));
    vendored.push({ name, version: manifest.version, license, dir: target });
  }
  return vendored;
}

/** One declaration file per entry: the shell's declarations with every non-React type inlined. */
async function bundleDeclarations(stage: string, outDir: string, inlined: readonly string[]): Promise<void> {
  const modules = Object.values(ENTRIES);
  const entries = modules.map((module) => path.join(SHELL, 'dist', `${module}.d.ts`));
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
  for (const [index, module] of modules.entries()) {
    const declarations = bundled[index];
    if (declarations === undefined || declarations.trim() === '') throw new Error(`dts-bundle-generator gave nothing for ${module}.d.ts`);
    const foreign = importedSpecifiers(declarations).filter((specifier) => !DECLARATION_IMPORTS.test(specifier));
    if (foreign.length > 0) throw new Error(`dist/${module}.d.ts imports ${foreign.join(', ')}: inline it (TYPE_ONLY_INLINED) or vendor it`);
    await writeFile(path.join(stage, 'dist', `${module}.d.ts`), declarations);
  }
}

/** `THIRD_PARTY_LICENSES.md`: each vendored package, its version, licence and where its licence text is. */
function thirdPartyList(vendored: readonly VendoredPackage[]): string {
  const rows = vendored.map((entry) => `| \`${entry.name}\` | ${entry.version} | ${entry.license} | \`${entry.dir}/LICENSE\` |`);
  return [
    '# Third-party code in @foyer/shell',
    '',
    'The package holds modules of these libraries under `dist/vendor/<package>/` (rebuilt by rollup: imports',
    'rewritten, unused code left out) and, in `dist/*.d.ts`, their declarations; each under its own licence:',
    '',
    '| package | version | licence | text |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

/** The published manifest: the workspace's metadata, the entries, the peers, and `sideEffects` per vendored package. */
async function publishedManifest(vendored: readonly VendoredPackage[], packages: ReadonlyMap<string, string>): Promise<Manifest> {
  const workspace = await readManifest(SHELL);
  const dependencies: Record<string, string> = {};
  for (const [name, askedBy] of Object.entries(DEPENDENCIES)) {
    const dir = packages.get(askedBy);
    const range = dir === undefined ? undefined : (await readManifest(dir)).dependencies?.[name];
    if (range === undefined) throw new Error(`no range for ${name}: ${askedBy} is not vendored or does not depend on it`);
    dependencies[name] = range;
  }
  // A vendored package that declares side effects (or says nothing) keeps all its modules.
  const sideEffects: string[] = [];
  for (const entry of vendored) {
    const dir = packages.get(entry.name);
    if (dir !== undefined && (await readManifest(dir)).sideEffects !== false) sideEffects.push(`./${entry.dir}/**`);
  }
  const exports: Record<string, unknown> = {};
  for (const [subpath, module] of Object.entries(ENTRIES)) exports[subpath] = { types: `./dist/${module}.d.ts`, default: `./dist/${module}.js` };
  exports['./package.json'] = './package.json';
  const peerDependencies: Record<string, string> = {};
  for (const name of PEERS) peerDependencies[name] = workspace.peerDependencies?.[name] ?? '*';
  const metadata: Manifest = { ...workspace };
  for (const field of ['private', 'dependencies', 'devDependencies', 'peerDependencies', 'exports', 'main', 'types', 'files']) delete metadata[field];
  return {
    ...metadata,
    sideEffects: sideEffects.length === 0 ? false : sideEffects,
    main: `./dist/${ENTRIES['.']}.js`,
    types: `./dist/${ENTRIES['.']}.d.ts`,
    exports,
    files: ['dist', THIRD_PARTY_FILE],
    dependencies,
    // The bundled declarations import React's types; an app in plain JavaScript needs none.
    peerDependencies: { ...peerDependencies, '@types/react': '^18.2.0 || ^19.0.0' },
    peerDependenciesMeta: { '@types/react': { optional: true } },
  };
}

function npmPack(dir: string, outDir: string): Promise<string> {
  return new Promise((resolve, reject) => {
    execFile('npm', ['pack', '--json', '--pack-destination', outDir, '--loglevel=error'], { cwd: dir, maxBuffer: 64 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`npm pack failed in ${dir}:\n${stderr || error.message}`)) : resolve(stdout),
    );
  });
}

/**
 * Stages the published `@foyer/shell` in `outDir/stage/shell` from the shell's and the kernel's `tsc -b` output
 * (run it first) and packs it into `outDir`: what `npm publish` of the tarball uploads. Only modules reachable
 * from the entries are taken, so outputs of deleted sources that `tsc -b` leaves behind never ship.
 */
export async function packShell(outDir: string): Promise<PackedShell> {
  const stage = path.join(outDir, 'stage', 'shell');
  await rm(stage, { recursive: true, force: true });
  await mkdir(stage, { recursive: true });
  const packages = await bundleModules(stage);
  const vendored = await copyLicences(stage, packages);
  await bundleDeclarations(stage, outDir, [...packages.keys()]);
  await writeFile(path.join(stage, THIRD_PARTY_FILE), thirdPartyList(vendored));
  const manifest = path.join(stage, 'package.json');
  await writeFile(manifest, `${JSON.stringify(await publishedManifest(vendored, packages), null, 2)}\n`);
  for (const file of ['README.md', 'LICENSE']) await cp(path.join(SHELL, file), path.join(stage, file));
  const [packed] = JSON.parse(await npmPack(stage, outDir)) as { name: string; filename: string; size: number; unpackedSize: number; files: { path: string }[] }[];
  if (!packed) throw new Error(`npm pack printed nothing in ${stage}`);
  return {
    name: packed.name,
    file: path.join(outDir, packed.filename),
    size: packed.size,
    unpackedSize: packed.unpackedSize,
    files: packed.files.map((file) => file.path),
    manifest,
    vendored,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({ options: { out: { type: 'string', default: path.join(tmpdir(), 'foyer-pack') } } });
  const outDir = path.resolve(values.out);
  if (!existsSync(path.join(SHELL, 'dist', 'index.js'))) throw new Error('shell/dist is missing: run `npx tsc -b` first');
  await mkdir(outDir, { recursive: true });
  const packed = await packShell(outDir);
  process.stdout.write(`${packed.file}\n${packed.files.length} files, ${(packed.size / 1024).toFixed(1)} KiB packed, ${(packed.unpackedSize / 1024).toFixed(1)} KiB unpacked\n`);
  process.stdout.write(`vendored: ${packed.vendored.map((entry) => `${entry.name}@${entry.version} (${entry.license})`).join(', ')}\n`);
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  main().catch((error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  });
}
