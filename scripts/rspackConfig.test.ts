import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import type { Configuration } from '@rspack/core';
import { ModuleFederationPlugin } from '@module-federation/enhanced/rspack';
import { FEDERATION_SHARED } from '../shared-kernel/src/constants.js';
import { APPS, REMOTE_FEATURES, selectApps } from '../rspack.config.js';
import { createConfigs } from './rspack/createConfigs.js';
import { remoteShared } from './rspack/remoteShared.js';
import { requiredVersionOf } from './rspack/requiredVersionOf.js';

const shellPeers = (
  JSON.parse(readFileSync(new URL('../shell/package.json', import.meta.url), 'utf8')) as {
    peerDependencies: Record<string, string>;
  }
).peerDependencies;

function federationOptions(config: Configuration) {
  const plugin = config.plugins?.find((item) => item instanceof ModuleFederationPlugin);
  return plugin === undefined ? undefined : (plugin as unknown as { _options: Record<string, unknown> })._options;
}

test('remotes share exactly the kernel FEDERATION_SHARED list, as singletons they never bundle', () => {
  const shared = remoteShared();
  assert.deepEqual(Object.keys(shared), [...FEDERATION_SHARED]);
  for (const config of Object.values(shared)) {
    assert.equal(config.singleton, true);
    assert.equal(config.import, false);
  }
});

test('required versions: the shell peer ranges, the kernel version, none for version-less packages', () => {
  assert.equal(requiredVersionOf('react'), shellPeers.react);
  assert.equal(requiredVersionOf('react/jsx-runtime'), shellPeers.react);
  assert.equal(requiredVersionOf('react-dom'), shellPeers['react-dom']);
  assert.equal(requiredVersionOf('@foyer/kernel'), '^0.1.0');
  assert.equal(requiredVersionOf('react-redux'), false);
  assert.equal(requiredVersionOf('@reduxjs/toolkit/query/react'), false);
  assert.throws(() => requiredVersionOf('left-pad'), /No version range for shared module "left-pad"/);
});

test('one federated build per remote feature, each exposing ./feature from remoteEntry.js', () => {
  const configs = createConfigs(selectApps(['remote']), { mode: 'production' });
  assert.deepEqual(
    configs.map((config) => config.name),
    [...REMOTE_FEATURES],
  );
  for (const [index, config] of configs.entries()) {
    const feature = REMOTE_FEATURES[index];
    const options = federationOptions(config);
    assert.equal(options?.name, `foyer_${feature}`);
    assert.equal(options?.filename, 'remoteEntry.js');
    assert.deepEqual(options?.exposes, { './feature': `./remotes/${feature}/src/feature.ts` });
    assert.equal(options?.dts, false);
    // The runtime core comes from the host (shell/src/remote/federation.ts provides the global).
    assert.equal((options?.experiments as { externalRuntime?: boolean } | undefined)?.externalRuntime, true);
    assert.equal(config.output?.uniqueName, `foyer_${feature}`);
    assert.match(String(config.output?.path), new RegExp(`remotes/${feature}/dist$`));
  }
});

test('pages and the standalone build consume the shell as a package, without the federation plugin', () => {
  const configs = createConfigs(selectApps(['all']), { mode: 'production' });
  for (const config of configs.filter((item) => !REMOTE_FEATURES.includes(item.name as never))) {
    assert.equal(federationOptions(config), undefined, `${config.name} must not use ModuleFederationPlugin`);
  }
  const uniqueNames = configs.map((config) => config.output?.uniqueName);
  assert.equal(new Set(uniqueNames).size, uniqueNames.length, 'every build has its own output.uniqueName');
  const standalone = configs.find((config) => config.name === 'standalone');
  assert.equal(standalone?.output?.module, true);
  assert.equal(standalone?.output?.filename, 'foyer.js');
  // The secure site serves its frame script by a fixed name, as one classic script.
  const frame = configs.find((config) => config.name === 'secure-frame');
  assert.equal(frame?.output?.filename, 'assets/main.js');
  assert.equal(frame?.output?.module, undefined);
  assert.deepEqual(frame?.optimization?.splitChunks, false);
});

test('app selection: defaults leave the bench pages out, names and groups select, unknown names fail', () => {
  assert.deepEqual(
    selectApps([]).map((app) => app.name),
    [...REMOTE_FEATURES, 'standalone', 'demo', 'secure-frame', 'wallet-page'],
  );
  assert.deepEqual(
    selectApps(['demo', 'receive']).map((app) => app.name),
    ['receive', 'demo'],
  );
  assert.deepEqual(
    selectApps(['bench']).map((app) => app.name),
    ['bench-foyer', 'bench-baseline'],
  );
  assert.equal(selectApps(['all']).length, APPS.length);
  assert.throws(() => selectApps(['demo', 'nope']), /Unknown app\(s\): nope/);
});

test('a dependency outside the selection is dropped from the multi-compiler', () => {
  const [demoAlone] = createConfigs(selectApps(['demo']), { mode: 'production' });
  assert.equal(demoAlone?.dependencies, undefined);
  const withStandalone = createConfigs(selectApps(['demo', 'standalone']), { mode: 'production' });
  assert.deepEqual(withStandalone.find((config) => config.name === 'demo')?.dependencies, ['standalone']);
});

test("the demo build's extra page: /wagmi.html loads only its own entry, the demo page only its own", () => {
  const [demo] = createConfigs(selectApps(['demo']), { mode: 'production' }).filter((config) => config.name === 'demo');
  assert.deepEqual(demo?.entry, { main: './demo/src/main.tsx', wagmi: './demo/src/wagmi/main.tsx' });
  const pages = (demo?.plugins ?? [])
    .map((plugin) => (plugin as unknown as { _args?: [{ filename?: string; chunks?: string[] }] })._args?.[0])
    .filter((options) => options?.filename?.endsWith('.html'))
    .map((options) => [options?.filename, options?.chunks]);
  assert.deepEqual(pages, [
    ['index.html', ['main']],
    ['wagmi.html', ['wagmi']],
  ]);
});
