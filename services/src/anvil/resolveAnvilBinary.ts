import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** npm package suffix of the anvil binary for each supported platform (see @foundry-rs/anvil's optionalDependencies). */
const PLATFORM_PACKAGES: Readonly<Record<string, string>> = {
  'linux-x64': 'linux-amd64',
  'linux-arm64': 'linux-arm64',
  'darwin-x64': 'darwin-amd64',
  'darwin-arm64': 'darwin-arm64',
  'win32-x64': 'win32-amd64',
};

/**
 * Path of the anvil binary installed from npm (`@foundry-rs/anvil-<platform>`), run directly rather than
 * through the package's node wrapper. Throws a clear error when the platform package is missing.
 */
export function resolveAnvilBinary(platform: string = process.platform, arch: string = process.arch): string {
  const suffix = PLATFORM_PACKAGES[`${platform}-${arch}`];
  if (suffix === undefined) throw new Error(`anvil from npm has no binary for ${platform}-${arch}`);
  const packageName = `@foundry-rs/anvil-${suffix}`;
  const fromHere = createRequire(import.meta.url);
  let manifest: string;
  try {
    // The platform package is an optional dependency of @foundry-rs/anvil: resolve it from there first.
    manifest = createRequire(fromHere.resolve('@foundry-rs/anvil/package.json')).resolve(`${packageName}/package.json`);
  } catch {
    try {
      manifest = fromHere.resolve(`${packageName}/package.json`);
    } catch {
      throw new Error(`anvil is not installed: ${packageName} is missing (run npm ci)`);
    }
  }
  const binary = path.join(path.dirname(manifest), 'bin', platform === 'win32' ? 'anvil.exe' : 'anvil');
  if (!existsSync(binary)) throw new Error(`anvil is not installed: ${binary} is missing (run npm ci)`);
  return binary;
}
