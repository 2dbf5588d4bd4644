import assert from 'node:assert/strict';
import { test } from 'node:test';
import { packageOf } from './packageOf.js';

test('packageOf names the installed package a file belongs to, scoped or not, hoisted or nested', () => {
  assert.deepEqual(packageOf('/r/node_modules/@reduxjs/toolkit/dist/x.mjs'), { dir: '/r/node_modules/@reduxjs/toolkit', name: '@reduxjs/toolkit' });
  assert.deepEqual(packageOf('/r/node_modules/a/node_modules/immer/dist/immer.mjs'), { dir: '/r/node_modules/a/node_modules/immer', name: 'immer' });
});

test('a workspace file or a bare scope folder is no package', () => {
  assert.equal(packageOf('/r/shell/dist/index.js'), undefined);
  assert.equal(packageOf('/r/node_modules/@scope'), undefined);
});
