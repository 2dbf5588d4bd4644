/**
 * `npm run build` (after `tsc -b`): the rspack multi-compiler build of `rspack.config.ts`.
 *
 *   node --import tsx/esm scripts/build.ts                 remotes, standalone shell, demo (production)
 *   node --import tsx/esm scripts/build.ts demo receive    only those apps (names or groups: remote, bench, all)
 *   node --import tsx/esm scripts/build.ts --mode=development demo
 */
import { parseArgs } from 'node:util';
import { selectApps, type BuildMode } from '../rspack.config.js';
import { BuildFailedError, buildApps, type AppBuildResult } from './buildApps.js';
import { formatBytes } from './formatBytes.js';

function parseMode(value: string | undefined): BuildMode {
  const mode = value ?? process.env.FOYER_BUILD_MODE ?? 'production';
  if (mode !== 'production' && mode !== 'development') {
    throw new Error(`--mode must be "production" or "development", got "${mode}"`);
  }
  return mode;
}

function formatRow({ app, sizes, timeMs }: AppBuildResult): string {
  const initial = `${formatBytes(sizes.initial.raw)} (gzip ${formatBytes(sizes.initial.gzip)})`;
  const lazy = `${formatBytes(sizes.async.raw)} (gzip ${formatBytes(sizes.async.gzip)})`;
  return [
    app.name.padEnd(15),
    `initial ${initial}`.padEnd(34),
    `lazy ${lazy}`.padEnd(31),
    `${sizes.files} files`.padEnd(9),
    `${(timeMs / 1000).toFixed(1)} s`,
  ].join(' ');
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { mode: { type: 'string' }, bench: { type: 'boolean', default: false } },
  });
  const mode = parseMode(values.mode);
  const selectors = values.bench ? [...positionals, 'bench'] : positionals;
  const apps = selectApps(selectors);
  const { results, warnings, timeMs } = await buildApps(apps, { mode });
  if (warnings) process.stderr.write(`${warnings}\n`);
  process.stdout.write(`rspack ${mode} build of ${apps.length} app(s) in ${(timeMs / 1000).toFixed(1)} s\n`);
  for (const result of results) process.stdout.write(`  ${formatRow(result)}\n`);
}

main().catch((error: unknown) => {
  const message = error instanceof BuildFailedError || error instanceof Error ? error.message : String(error);
  process.stderr.write(`Build failed:\n${message}\n`);
  process.exitCode = 1;
});
