import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { APPS } from '../../rspack.config.js';
import { createConfigs } from './createConfigs.js';
import { WALLETCONNECT_UTILS_ESM } from './baseConfig.js';

const require = createRequire(import.meta.url);
const patch = require('./patchDelayedPromise.cjs') as ((this: { resourcePath: string }, source: string) => string) & { STRAY: string; HANDLED: string };
const utilsPath = require.resolve('@walletconnect/utils').replace(/index\.cjs\.js$/u, 'index.es.js');

test("the installed @walletconnect/utils ESM build has the stray rejection once, and the patch marks it handled", () => {
  const source = readFileSync(utilsPath, 'utf8');
  const patched = patch.call({ resourcePath: utilsPath }, source);
  assert.equal(patched.split(patch.STRAY).length, 1, 'the stray Promise.reject is gone');
  assert.equal(patched.split(patch.HANDLED).length, 2, 'exactly one handled copy');
  assert.equal(patched.length, source.length + patch.HANDLED.length - patch.STRAY.length);
});

test('another version of the file (text not found, or found twice) fails the build', () => {
  assert.throws(() => patch.call({ resourcePath: 'x.js' }, 'const nothing = 1;'), /expected one/);
  assert.throws(() => patch.call({ resourcePath: 'x.js' }, `${patch.STRAY};${patch.STRAY}`), /expected one/);
});

test('every app build applies the loader to that file', () => {
  assert.match(utilsPath, WALLETCONNECT_UTILS_ESM);
  for (const config of createConfigs(APPS, { mode: 'production' })) {
    const rules = config.module?.rules ?? [];
    const rule = rules.find((item) => item && typeof item === 'object' && item.test === WALLETCONNECT_UTILS_ESM);
    assert.ok(rule && typeof rule === 'object' && String(rule.loader).endsWith('patchDelayedPromise.cjs'), `${config.name} patches @walletconnect/utils`);
  }
});
