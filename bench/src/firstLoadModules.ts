import { mkdtemp, readFile, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { rspack } from '@rspack/core';
import { minify } from '@swc/core';
import { APPS } from '../../rspack.config.js';
import { createConfig } from '../../scripts/rspack/createConfig.js';
import { moduleGroup } from './moduleGroup.js';
import { RUNTIME_MODULE, splitModules } from './splitModules.js';

/** One row of "What stands in the way": a package, or a folder of the shell or the kernel. */
export interface ModuleGroupSize {
  group: string;
  modules: number;
  /** gzip -9 bytes, scaled so that the rows add up to the whole chunk's gzip size. */
  gzip: number;
}

export interface FirstLoadBreakdown {
  /** gzip -9 of the production entry chunk (`bench/dist/foyer/assets/main.*.js`). */
  chunkGzip: number;
  /** Largest first. */
  groups: ModuleGroupSize[];
}

async function gzipOfMinified(code: string): Promise<number> {
  const minified = await minify(code, { compress: true, mangle: true, ecma: 2022 });
  return gzipSync(minified.code, { level: 9 }).byteLength;
}

function build(config: ReturnType<typeof createConfig>): Promise<void> {
  return new Promise((resolve, reject) => {
    rspack(config, (error, stats) => {
      if (error || !stats) reject(error ?? new Error('rspack returned no stats'));
      else if (stats.hasErrors()) reject(new Error(stats.toString('errors-only')));
      else resolve();
    });
  });
}

/**
 * What the foyer bench page's first chunk (all of its JS until the load event) is made of, by
 * package and shell/kernel folder. A second production build of the page with module
 * concatenation and minification off and named module ids; each module is minified and gzipped
 * on its own, and the sums are scaled to the real chunk's gzip size (one gzip stream shares its
 * dictionary across modules, so the per-module sum is larger). Run after the bench build.
 */
export async function firstLoadModules(repoRoot: string): Promise<FirstLoadBreakdown> {
  const app = APPS.find((candidate) => candidate.name === 'bench-foyer');
  if (!app) throw new Error('rspack.config.ts has no bench-foyer app');
  const assets = path.join(repoRoot, 'bench', 'dist', 'foyer', 'assets');
  const mainFile = (await readdir(assets)).find((file) => /^main\.[0-9a-f]+\.js$/.test(file));
  if (!mainFile) throw new Error(`no main chunk in ${assets}: build the bench pages first`);
  const chunkGzip = gzipSync(await readFile(path.join(assets, mainFile)), { level: 9 }).byteLength;

  const outDir = await mkdtemp(path.join(os.tmpdir(), 'foyer-bench-modules-'));
  try {
    const config = createConfig(app, { mode: 'production' });
    config.output = { ...config.output, path: outDir, clean: false };
    config.optimization = { ...config.optimization, concatenateModules: false, minimize: false, moduleIds: 'named' };
    await build(config);
    const unminified = (await readdir(path.join(outDir, 'assets'))).find((file) => file.startsWith('main.'));
    if (!unminified) throw new Error('the analysis build wrote no main chunk');
    const sizes = new Map<string, { modules: number; gzip: number }>();
    for (const { name, code } of splitModules(await readFile(path.join(outDir, 'assets', unminified), 'utf8'))) {
      const group = name === RUNTIME_MODULE ? RUNTIME_MODULE : moduleGroup(name);
      const entry = sizes.get(group) ?? { modules: 0, gzip: 0 };
      entry.modules += 1;
      entry.gzip += await gzipOfMinified(code);
      sizes.set(group, entry);
    }
    const total = [...sizes.values()].reduce((sum, entry) => sum + entry.gzip, 0);
    const scale = total === 0 ? 0 : chunkGzip / total;
    const groups = [...sizes.entries()]
      .map(([group, entry]) => ({ group, modules: entry.modules, gzip: entry.gzip * scale }))
      .sort((a, b) => b.gzip - a.gzip);
    return { chunkGzip, groups };
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}
