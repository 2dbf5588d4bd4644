import { readFile } from 'node:fs/promises';
import path from 'node:path';

export interface InstalledPackage {
  /** Lockfile key, e.g. `node_modules/a/node_modules/b`. */
  location: string;
  name: string;
  version: string;
  /** SPDX expression; `undefined` when the package declares none. */
  license: string | undefined;
  /** False for optional packages of other platforms (licence taken from the lockfile). */
  installed: boolean;
}

interface LockEntry {
  name?: string;
  version?: string;
  license?: string;
  link?: boolean;
}

interface PackageJson {
  name?: string;
  version?: string;
  license?: string | { type?: string };
  licenses?: { type?: string }[];
}

/** The licence of a package.json, joining the legacy `licenses` array with OR. */
function licenseOf(pkg: PackageJson): string | undefined {
  if (typeof pkg.license === 'string') return pkg.license;
  if (pkg.license?.type) return pkg.license.type;
  const types = (pkg.licenses ?? []).map((entry) => entry.type).filter((type) => type !== undefined);
  return types.length > 0 ? `(${types.join(' OR ')})` : undefined;
}

/**
 * Every third-party package of `package-lock.json` with its licence, read from its installed
 * `package.json` (the lockfile's copy for optional packages of other platforms). Workspace
 * packages and links are the project's own code and are skipped.
 */
export async function readInstalledPackages(root: string): Promise<InstalledPackage[]> {
  const lock = JSON.parse(await readFile(path.join(root, 'package-lock.json'), 'utf8')) as {
    packages?: Record<string, LockEntry>;
  };
  const entries = Object.entries(lock.packages ?? {}).filter(
    ([location, entry]) => location.includes('node_modules/') && entry.link !== true,
  );
  return Promise.all(
    entries.map(async ([location, entry]): Promise<InstalledPackage> => {
      const fallbackName = location.slice(location.lastIndexOf('node_modules/') + 'node_modules/'.length);
      try {
        const pkg = JSON.parse(await readFile(path.join(root, location, 'package.json'), 'utf8')) as PackageJson;
        return {
          location,
          name: pkg.name ?? fallbackName,
          version: pkg.version ?? entry.version ?? '',
          license: licenseOf(pkg),
          installed: true,
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        return {
          location,
          name: entry.name ?? fallbackName,
          version: entry.version ?? '',
          license: entry.license,
          installed: false,
        };
      }
    }),
  );
}
