import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The spruceid/siwe vectors, read in place beside the repository (never copied). */
export const SIWE_VECTORS_DIR = path.resolve(__dirname, '../../../../shared/vectors/siwe');

/** One JSON file of `SIWE_VECTORS_DIR` as `[name, entry]` rows for `test.each`. */
export function siweVectors<T>(file: string): Array<[string, T]> {
  return Object.entries(JSON.parse(readFileSync(path.join(SIWE_VECTORS_DIR, file), 'utf8')) as Record<string, T>);
}
