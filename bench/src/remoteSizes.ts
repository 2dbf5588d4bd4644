/**
 * Issue 12's size figures for `npm run bench`: what each feature remote weighs as built (`remotes/<id>/dist`), gzip -9:
 * its `remoteEntry.js` (the container, with the bundler runtime; the runtime core comes from the shell) and all its
 * chunks (what a user who opens every view of the feature downloads). Goal: ≤ 30 KB each for swaps, onramp, pay.
 *
 *   node --import tsx/esm bench/src/remoteSizes.ts    these figures alone
 */
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REMOTE_FEATURE_IDS } from '@foyer/kernel';
import { addSizes, byteSizes, ZERO_SIZES, type ByteSizes } from './byteSizes.js';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Issue 12: each of these remotes, entry and every chunk, at most 30 KB gzip. */
export const REMOTE_SIZE_GOAL_BYTES = 30 * 1024;
export const REMOTES_WITH_SIZE_GOAL: readonly string[] = ['swaps', 'onramp', 'pay'];

export type RemoteSize = { id: string; entry: ByteSizes; chunks: ByteSizes; chunkCount: number; total: ByteSizes };

async function sizeOf(file: string): Promise<ByteSizes> {
  return byteSizes(await readFile(file));
}

/** The built size of one remote; throws when it was not built (run `npm run build` first). */
export async function measureRemote(id: string, root = REPO_ROOT): Promise<RemoteSize> {
  const dist = path.join(root, 'remotes', id, 'dist');
  const entry = await sizeOf(path.join(dist, 'remoteEntry.js'));
  const chunkDir = path.join(dist, 'chunks');
  const names = (await readdir(chunkDir).catch(() => [] as string[])).filter((name) => name.endsWith('.js'));
  let chunks = ZERO_SIZES;
  for (const name of names) chunks = addSizes(chunks, await sizeOf(path.join(chunkDir, name)));
  return { id, entry, chunks, chunkCount: names.length, total: addSizes(entry, chunks) };
}

export async function measureRemotes(root = REPO_ROOT): Promise<RemoteSize[]> {
  return Promise.all(REMOTE_FEATURE_IDS.map((id) => measureRemote(id, root)));
}

const kB = (bytes: number) => (bytes / 1000).toFixed(1);

export function renderRemoteSizes(sizes: readonly RemoteSize[]): string {
  const rows = sizes.map(({ id, entry, chunks, chunkCount, total }) => {
    const goal = REMOTES_WITH_SIZE_GOAL.includes(id) ? (total.gzip <= REMOTE_SIZE_GOAL_BYTES ? 'met' : 'NOT MET') : '';
    return `| ${id} | ${kB(entry.gzip)} | ${kB(chunks.gzip)} (${chunkCount}) | ${kB(total.gzip)} | ${kB(total.raw)} | ${goal} |`;
  });
  return [
    '',
    '## Feature remotes as built (issue 12)',
    '',
    'gzip -9 of `remotes/<id>/dist`: the container `remoteEntry.js` (bundler runtime included; the Module Federation runtime core is the shell\'s, `experiments.externalRuntime`) and every chunk — all a user downloads who opens every view of the feature. Goal: swaps, onramp, pay ≤ 30 KB (30.7 kB) each.',
    '',
    '| remote | entry, kB gz | chunks, kB gz (files) | total, kB gz | total, kB raw | goal ≤ 30 KB |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  process.stdout.write(renderRemoteSizes(await measureRemotes()));
}
