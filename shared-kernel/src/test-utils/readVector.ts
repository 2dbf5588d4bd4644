import { readFileSync } from 'node:fs';
import path from 'node:path';

/** Reads a JSON test vector from ../shared/vectors (read in place, never copied). */
export function readVector<T>(relativePath: string): T {
  const file = path.resolve(__dirname, '../../../../shared/vectors', relativePath);
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}
