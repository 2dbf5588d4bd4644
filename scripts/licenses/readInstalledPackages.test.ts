import assert from 'node:assert/strict';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { readInstalledPackages } from './readInstalledPackages.js';

let root = '';

async function writeJson(file: string, value: unknown): Promise<void> {
  await mkdir(path.dirname(path.join(root, file)), { recursive: true });
  await writeFile(path.join(root, file), JSON.stringify(value));
}

before(async () => {
  root = await mkdtemp(path.join(tmpdir(), 'foyer-licenses-'));
  await writeJson('package-lock.json', {
    packages: {
      '': { name: 'app' },
      shell: { name: '@foyer/shell', version: '0.1.0' },
      'node_modules/@foyer/shell': { resolved: 'shell', link: true },
      'node_modules/a': { version: '1.0.0', license: 'MIT' },
      'node_modules/a/node_modules/b': { version: '2.0.0' },
      'node_modules/legacy': { version: '0.1.0' },
      'node_modules/@esbuild/darwin-arm64': { version: '0.25.0', license: 'MIT', optional: true },
    },
  });
  await writeJson('node_modules/a/package.json', { name: 'a', version: '1.0.0', license: 'MIT' });
  await writeJson('node_modules/a/node_modules/b/package.json', {
    name: 'b',
    version: '2.0.0',
    license: 'SEE LICENSE IN LICENSE.md',
  });
  await writeJson('node_modules/legacy/package.json', {
    name: 'legacy',
    version: '0.1.0',
    licenses: [{ type: 'MIT' }, { type: 'GPL-2.0' }],
  });
});

after(async () => {
  await rm(root, { recursive: true, force: true });
});

test('reads licences from installed package.json files, skipping workspaces and links', async () => {
  const packages = await readInstalledPackages(root);
  assert.deepEqual(
    packages.map(({ name, version, license, installed }) => ({ name, version, license, installed })),
    [
      { name: 'a', version: '1.0.0', license: 'MIT', installed: true },
      { name: 'b', version: '2.0.0', license: 'SEE LICENSE IN LICENSE.md', installed: true },
      { name: 'legacy', version: '0.1.0', license: '(MIT OR GPL-2.0)', installed: true },
      { name: '@esbuild/darwin-arm64', version: '0.25.0', license: 'MIT', installed: false },
    ],
  );
});
