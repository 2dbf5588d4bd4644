import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './ROOT.js';

/**
 * Shared packages that export no runtime version: the shell provides them as `0.0.0`
 * (see shell/src/remote/federation.ts), so remotes accept any version of these singletons.
 */
export const VERSIONLESS_SHARED: readonly string[] = ['react-redux', '@reduxjs/toolkit', '@reduxjs/toolkit/query/react'];

/**
 * The version range a remote requires of a shared specifier: `false` for packages without a
 * runtime version, else the shell's peer range (the shell is what provides them to remotes),
 * or `^<version>` of a workspace package (the kernel).
 */
export function requiredVersionOf(specifier: string): string | false {
  if (VERSIONLESS_SHARED.includes(specifier)) return false;
  const packageName = packageNameOf(specifier);
  const peer = readPackageJson('shell/package.json').peerDependencies?.[packageName];
  if (peer !== undefined) return peer;
  if (packageName === '@foyer/kernel') {
    return `^${readPackageJson('shared-kernel/package.json').version}`;
  }
  throw new Error(`No version range for shared module "${specifier}" in shell/package.json`);
}

function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

interface PackageJson {
  version: string;
  peerDependencies?: Record<string, string>;
}

function readPackageJson(relativePath: string): PackageJson {
  return JSON.parse(readFileSync(path.join(ROOT, relativePath), 'utf8')) as PackageJson;
}
