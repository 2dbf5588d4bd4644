import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { renderArtifacts } from './compileContracts.js';

const root = path.resolve(import.meta.dirname, '..');

test('recompiling every dev-chain contract gives exactly the committed artifact (ABI and bytecode cannot drift)', () => {
  for (const [artifact, expected] of renderArtifacts()) {
    assert.equal(readFileSync(path.join(root, artifact), 'utf8'), expected, `${artifact} is stale: run npm run contracts`);
  }
});
