import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { envWithoutNpm, runCommand } from './runCommand.js';

export interface InstallResult {
  /** Packages in a bare React app's lockfile before adding the shell. */
  baselinePackages: number;
  packagesAdded: number;
  addedPackages: string[];
  bytesAdded: number;
  reactVersion: string;
}

const NPM_FLAGS = ['--prefer-offline', '--no-audit', '--no-fund', '--loglevel=error'];

async function readJson<T>(file: string): Promise<T> {
  return JSON.parse(await readFile(file, 'utf8')) as T;
}

async function installedPackages(app: string): Promise<Set<string>> {
  const lock = await readJson<{ packages?: Record<string, unknown> }>(path.join(app, 'package-lock.json'));
  return new Set(Object.keys(lock.packages ?? {}).filter((key) => key.startsWith('node_modules/')));
}

async function diskUsageBytes(folder: string): Promise<number> {
  const output = await runCommand('du', ['-sk', folder], { cwd: os.tmpdir() });
  return Number(output.split(/\s+/)[0]) * 1024;
}

/**
 * What `npm i` of the shell adds to a bare React app: packs the shell and the kernel (its one
 * workspace dependency, not on a registry) into a temp dir, installs react + react-dom in a fresh
 * app, then the tarballs (npm also brings the shell's peers), and diffs the lockfile and `du`.
 */
export async function measureInstall(root: string): Promise<InstallResult> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'foyer-bench-install-'));
  const env = envWithoutNpm();
  try {
    const packed = await runCommand(
      'npm',
      ['pack', '--silent', '-w', 'shared-kernel', '-w', 'shell', '--pack-destination', work],
      { cwd: root, env },
    );
    const tarballs = packed
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line.endsWith('.tgz'))
      .map((file) => path.join(work, file));
    if (tarballs.length !== 2) throw new Error(`npm pack produced ${tarballs.length} tarballs:\n${packed}`);

    const { version: reactVersion } = await readJson<{ version: string }>(path.join(root, 'node_modules/react/package.json'));
    const app = path.join(work, 'app');
    await mkdir(app);
    await writeFile(
      path.join(app, 'package.json'),
      JSON.stringify({ name: 'bare-react-app', version: '1.0.0', private: true, type: 'module' }, null, 2),
    );
    await runCommand('npm', ['i', ...NPM_FLAGS, '--save-exact', `react@${reactVersion}`, `react-dom@${reactVersion}`], { cwd: app, env });
    const before = await installedPackages(app);
    const bytesBefore = await diskUsageBytes(path.join(app, 'node_modules'));

    await runCommand('npm', ['i', ...NPM_FLAGS, ...tarballs], { cwd: app, env });
    const after = await installedPackages(app);
    const bytesAfter = await diskUsageBytes(path.join(app, 'node_modules'));
    const addedPackages = [...after]
      .filter((key) => !before.has(key))
      .map((key) => key.slice(key.lastIndexOf('node_modules/') + 'node_modules/'.length))
      .sort();
    return {
      baselinePackages: before.size,
      packagesAdded: addedPackages.length,
      addedPackages,
      bytesAdded: bytesAfter - bytesBefore,
      reactVersion,
    };
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}
