import assert from 'node:assert/strict';
import { test } from 'node:test';
import { pinnedVersionViolation } from './pinnedVersionViolation.js';

test('WalletConnect monorepo packages must be exactly 2.21.8', () => {
  assert.equal(pinnedVersionViolation('@walletconnect/sign-client', '2.21.8'), undefined);
  assert.match(pinnedVersionViolation('@walletconnect/sign-client', '2.21.9') ?? '', /must be exactly 2\.21\.8/);
  assert.match(pinnedVersionViolation('@walletconnect/universal-provider', '2.22.0') ?? '', /2\.21\.8/);
});

test('WalletKit must be exactly 1.2.10', () => {
  assert.equal(pinnedVersionViolation('@reown/walletkit', '1.2.10'), undefined);
  assert.match(pinnedVersionViolation('@reown/walletkit', '1.2.11') ?? '', /1\.2\.10/);
});

test('separately versioned helpers and other packages are not pinned', () => {
  assert.equal(pinnedVersionViolation('@walletconnect/jsonrpc-utils', '1.0.8'), undefined);
  assert.equal(pinnedVersionViolation('@walletconnect/logger', '2.1.2'), undefined);
  assert.equal(pinnedVersionViolation('react', '19.3.1'), undefined);
});
