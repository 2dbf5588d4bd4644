import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { ConfigError } from '../../errors/ConfigError.js';

export type ResolvedSecret = {
  key: Uint8Array;
  /** Where the key came from: the option/env, a dev file, or memory (gone when the process ends). */
  source: 'configured' | 'dev-file' | 'dev-memory';
  file?: string;
};

/** Decodes a base64 32-byte secret or throws a one-line ConfigError naming `name`. */
export function decodeSecret(value: string, name: string): Uint8Array {
  const bytes = Buffer.from(value.trim(), 'base64');
  if (bytes.length !== 32) throw new ConfigError(`${name} must be 32 bytes in base64 (got ${bytes.length} bytes)`);
  return new Uint8Array(bytes);
}

/**
 * A 32-byte secret: `configured` (base64) when given, else a development secret kept in `devFile` (created with
 * mode 0600 on first use), else (no file, e.g. `:memory:` databases) a random one for this process only.
 */
export function resolveSecret(
  configured: string | undefined,
  name: string,
  devFile: string | undefined,
  legacyDevFile?: string,
): ResolvedSecret {
  if (configured !== undefined && configured.trim() !== '') return { key: decodeSecret(configured, name), source: 'configured' };
  if (devFile === undefined) return { key: new Uint8Array(randomBytes(32)), source: 'dev-memory' };
  mkdirSync(path.dirname(devFile), { recursive: true, mode: 0o700 });
  // Older versions kept the key beside the database; move it so the existing wallets stay readable.
  if (legacyDevFile !== undefined && !existsSync(devFile) && existsSync(legacyDevFile)) renameSync(legacyDevFile, devFile);
  const read = () => ({ key: decodeSecret(readFileSync(devFile, 'utf8'), `${name} file ${devFile}`), source: 'dev-file' as const, file: devFile });
  if (existsSync(devFile)) return read();
  const key = new Uint8Array(randomBytes(32));
  try {
    // 'wx': two processes starting together must end up with the same key, not one each.
    writeFileSync(devFile, Buffer.from(key).toString('base64'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if (error instanceof Error && 'code' in error && error.code === 'EEXIST') return read();
    throw error;
  }
  return { key, source: 'dev-file', file: devFile };
}
