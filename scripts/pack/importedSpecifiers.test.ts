import assert from 'node:assert/strict';
import { test } from 'node:test';
import { importedSpecifiers } from './importedSpecifiers.js';

test('finds import and export-from declarations, import() types and type references, not examples in comments', () => {
  const declarations = [
    '/// <reference types="node" />',
    "import * as React$1 from 'react';",
    "import {\n  type ReactNode,\n} from \"react\";",
    "export { x } from './local.js';",
    'export declare const store: import("@reduxjs/toolkit").Store;',
    "/**\n * @example\n * import { createApi } from '@reduxjs/toolkit/query/react'\n */",
    "export type Keyed = { from: 'a' };",
  ].join('\n');
  assert.deepEqual(importedSpecifiers(declarations), ['./local.js', '@reduxjs/toolkit', 'node', 'react']);
});
