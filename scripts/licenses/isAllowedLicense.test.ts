import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isAllowedLicense } from './isAllowedLicense.js';

test('single allowed and refused ids', () => {
  assert.equal(isAllowedLicense('MIT'), true);
  assert.equal(isAllowedLicense('Apache-2.0'), true);
  assert.equal(isAllowedLicense('GPL-3.0'), false);
  assert.equal(isAllowedLicense('SEE LICENSE IN LICENSE.md'), false);
  assert.equal(isAllowedLicense('UNLICENSED'), false);
  assert.equal(isAllowedLicense(''), false);
});

test('OR needs one allowed choice, AND needs all', () => {
  assert.equal(isAllowedLicense('(MIT OR GPL-3.0)'), true);
  assert.equal(isAllowedLicense('MIT OR CC0-1.0'), true);
  assert.equal(isAllowedLicense('Apache-2.0 AND MIT'), true);
  assert.equal(isAllowedLicense('MIT AND LicenseRef-WalletConnect-Community'), false);
  assert.equal(isAllowedLicense('(GPL-2.0 OR (MIT AND ISC))'), true);
  assert.equal(isAllowedLicense('(GPL-2.0 OR (MIT AND SSPL-1.0))'), false);
});

test('WITH follows its licence; a trailing + is the same licence', () => {
  assert.equal(isAllowedLicense('Apache-2.0 WITH LLVM-exception'), true);
  assert.equal(isAllowedLicense('GPL-2.0 WITH Classpath-exception-2.0'), false);
  assert.equal(isAllowedLicense('MPL-2.0+'), true);
});

test('malformed expressions are refused', () => {
  assert.equal(isAllowedLicense('(MIT'), false);
  assert.equal(isAllowedLicense('MIT OR'), false);
  assert.equal(isAllowedLicense('MIT MIT'), false);
  assert.equal(isAllowedLicense('MIT WITH'), false);
});
