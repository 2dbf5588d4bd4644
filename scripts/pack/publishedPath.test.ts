import assert from 'node:assert/strict';
import { test } from 'node:test';
import { publishedPath } from './publishedPath.js';

test('the shell is the package root, the kernel goes under kernel/ and libraries under vendor/', () => {
  assert.equal(publishedPath('shell/dist/ui/ConnectButton'), 'ui/ConnectButton');
  assert.equal(publishedPath('shared-kernel/dist/caip/parseCaipAddress'), 'kernel/caip/parseCaipAddress');
  assert.equal(publishedPath('node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern'), 'vendor/@reduxjs/toolkit/dist/redux-toolkit.modern');
  assert.equal(publishedPath('node_modules/immer/dist/immer'), 'vendor/immer/dist/immer');
  // A workspace's nested copy lands where a hoisted one would: packShell refuses two copies of one package.
  assert.equal(publishedPath('shell/node_modules/@tanstack/react-virtual/dist/esm/index'), 'vendor/@tanstack/react-virtual/dist/esm/index');
});

test('a module from anywhere else is refused rather than published under a path npm or the app would not expect', () => {
  assert.throws(() => publishedPath('services/dist/index'), /services\/dist\/index is neither/);
  assert.throws(() => publishedPath('shell/src/index'), /neither/);
});
