import { existsSync } from 'node:fs';
import { readdir, stat } from 'node:fs/promises';
import path from 'node:path';
import { ROOT, type App } from '../rspack.config.js';

/** The file whose presence and age say whether an app is built. */
function outputMarker(app: App): string {
  switch (app.kind) {
    case 'remote':
      return path.join(app.outDir, 'remoteEntry.js');
    case 'page':
      return path.join(app.outDir, 'index.html');
    case 'library':
    case 'script':
      return path.join(app.outDir, app.filename);
  }
}

/** Files and folders an app's bundle is made from (pages and the library bundle the tsc-built shell and kernel). */
function appInputs(app: App): string[] {
  const inputs = ['rspack.config.ts', 'scripts/rspack', path.dirname(app.entry)];
  if (app.kind === 'page') {
    if (app.template !== undefined) inputs.push(app.template);
    for (const [from] of app.copy ?? []) inputs.push(from);
  }
  if (app.kind !== 'remote') inputs.push('shell/dist', 'shared-kernel/dist');
  return inputs;
}

async function newestMtime(file: string): Promise<number> {
  const stats = await stat(file).catch(() => undefined);
  if (stats === undefined) return 0;
  if (!stats.isDirectory()) return stats.mtimeMs;
  const entries = await readdir(file, { withFileTypes: true });
  const times = await Promise.all(
    entries
      .filter((entry) => entry.name !== 'node_modules' && !entry.name.startsWith('.'))
      .map((entry) => newestMtime(path.join(file, entry.name))),
  );
  return Math.max(stats.mtimeMs, ...times);
}

/** The apps whose output is missing or older than one of their inputs. */
export async function staleApps(apps: readonly App[]): Promise<App[]> {
  const stale = await Promise.all(
    apps.map(async (app) => {
      const marker = path.join(ROOT, outputMarker(app));
      if (!existsSync(marker)) return true;
      const built = (await stat(marker)).mtimeMs;
      const inputs = await Promise.all(appInputs(app).map((input) => newestMtime(path.join(ROOT, input))));
      return Math.max(...inputs) > built;
    }),
  );
  return apps.filter((_, index) => stale[index]);
}
