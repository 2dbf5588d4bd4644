import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { rspack, type MultiStats } from '@rspack/core';
import type { App } from './rspack/App.js';
import type { BuildMode } from './rspack/BuildOptions.js';
import { createConfigs } from './rspack/createConfigs.js';
import { ROOT } from './rspack/ROOT.js';
import { measureOutput, type OutputSizes } from './measureOutput.js';

export interface BuildAppsOptions {
  mode?: BuildMode;
  env?: NodeJS.ProcessEnv;
}

export interface AppBuildResult {
  app: App;
  sizes: OutputSizes;
  /** Compilation time of this app in milliseconds. */
  timeMs: number;
}

export interface BuildAppsResult {
  results: AppBuildResult[];
  warnings: string;
  timeMs: number;
}

/** Thrown when the build fails; `message` holds rspack's error report. */
export class BuildFailedError extends Error {
  override name = 'BuildFailedError';
}

/**
 * tsx's CommonJS hook transpiles the Module Federation runtime template that rspack reads with
 * `require()` and `Function#toString()`, adding esbuild's `__name()` helper to it: every
 * `remoteEntry.js` would then throw "__name is not defined". Only the ESM hook is safe.
 */
function assertNoCommonJsTypeScriptHook(): void {
  if ('.ts' in createRequire(import.meta.url).extensions) {
    throw new BuildFailedError(
      'rspack must not run under the `tsx` CommonJS hook (it breaks remoteEntry.js): ' +
        'run the script with `node --import tsx/esm <script>.ts` instead of `tsx <script>.ts`',
    );
  }
}

/** Builds the given apps of `rspack.config.ts` as one multi-compiler run. */
export async function buildApps(
  apps: readonly App[],
  { mode = 'production', env = process.env }: BuildAppsOptions = {},
): Promise<BuildAppsResult> {
  assertNoCommonJsTypeScriptHook();
  const missing = apps.filter((app) => !existsSync(path.join(ROOT, app.entry)));
  if (missing.length > 0) {
    throw new BuildFailedError(
      missing.map((app) => `${app.name}: entry ${app.entry} does not exist`).join('\n'),
    );
  }
  const started = performance.now();
  const stats = await run(createConfigs(apps, { mode, env }));
  const timeMs = performance.now() - started;
  if (stats.hasErrors()) {
    throw new BuildFailedError(stats.toString({ preset: 'errors-only', colors: false }));
  }
  const results = await Promise.all(
    stats.stats.map(async (child, index): Promise<AppBuildResult> => {
      const app = apps[index];
      if (app === undefined) throw new Error(`No app for compilation #${index}`);
      const json = child.toJson({ all: false, chunks: true, chunkRelations: false, outputPath: true });
      // A page app's extra pages (the demo's /wagmi.html) are not its page's first load: counted as lazy.
      const extraPages = new Set(app.kind === 'page' ? (app.pages ?? []).map((page) => page.name) : []);
      const files = (json.chunks ?? []).map((chunk) => ({
        initial: chunk.initial && !(chunk.names ?? []).some((name) => extraPages.has(name)),
        files: chunk.files ?? [],
      }));
      const outputPath = json.outputPath ?? path.join(ROOT, app.outDir);
      const timeMs = (child.endTime ?? 0) - (child.startTime ?? 0);
      return { app, sizes: await measureOutput(outputPath, files), timeMs };
    }),
  );
  const warnings = stats.hasWarnings()
    ? stats.toString({ preset: 'errors-warnings', colors: false })
    : '';
  return { results, warnings, timeMs };
}

function run(configs: ReturnType<typeof createConfigs>): Promise<MultiStats> {
  const compiler = rspack(configs);
  return new Promise((resolve, reject) => {
    compiler.run((error, stats) => {
      compiler.close((closeError) => {
        const failure = error ?? closeError;
        if (failure) reject(failure);
        else if (stats === undefined) reject(new Error('rspack returned no stats'));
        else resolve(stats);
      });
    });
  });
}
