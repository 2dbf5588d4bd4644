import path from 'node:path';

/** The repository root: every entry, output and template path of the app table is relative to it. */
export const ROOT = path.resolve(import.meta.dirname, '../..');
