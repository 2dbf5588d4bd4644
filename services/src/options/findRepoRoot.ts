import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

// src/ under jest, dist/ when compiled: both sit two levels below the repository root.
const moduleDir = path.dirname(fileURLToPath(import.meta.url));

function declaresWorkspaces(manifestPath: string): boolean {
  try {
    const manifest: unknown = JSON.parse(readFileSync(manifestPath, 'utf8'));
    return typeof manifest === 'object' && manifest !== null && 'workspaces' in manifest;
  } catch {
    return false;
  }
}

/** The Foyer repository root: the nearest ancestor of `start` whose package.json declares npm workspaces. */
export function findRepoRoot(start: string = moduleDir): string {
  let dir = path.resolve(start);
  for (;;) {
    const manifest = path.join(dir, 'package.json');
    if (existsSync(manifest) && declaresWorkspaces(manifest)) return dir;
    const parent = path.dirname(dir);
    if (parent === dir) throw new Error(`Cannot find the Foyer repository root (a package.json with "workspaces") above ${start}`);
    dir = parent;
  }
}
