import { readFileSync } from 'node:fs';
import path from 'node:path';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { catalogueApi } from './catalogueApi.js';
import { chainApi } from './chainApi.js';
import { attachReactHooks } from './createFoyerApi.js';

test('the kernel APIs import neither the React hooks module nor react-redux (they stay off a page first load)', () => {
  const files = ['createFoyerApi.ts', 'deferReactHooks.ts', 'servicesApi.ts', 'catalogueApi.ts', 'chainApi.ts', 'foyerBaseQuery.ts'];
  const valueImports = files.flatMap((file) =>
    [...readFileSync(path.join(__dirname, file), 'utf8').matchAll(/^import\s+(?!type\b)[^;]*?from\s+'([^']+)'/gmu)].map((match) => match[1]),
  );
  expect(valueImports).not.toContain('@reduxjs/toolkit/query/react');
  expect(valueImports).not.toContain('react-redux');
});

test('attachReactHooks gives catalogueApi and chainApi their hooks', () => {
  expect(catalogueApi.useGetWalletsQuery).toBeUndefined();
  attachReactHooks(reactHooksModule());
  expect(typeof catalogueApi.useGetWalletsQuery).toBe('function');
  expect(typeof catalogueApi.endpoints.getWalletsInfinite.useInfiniteQuery).toBe('function');
  expect(typeof chainApi.useGetBalanceQuery).toBe('function');
});
