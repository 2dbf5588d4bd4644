import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { SHARED_EXPORTS, type SharedLibrary } from './sharedExports.js';

const REMOTES = path.resolve(__dirname, '../../../remotes');
const LIBRARIES = Object.keys(SHARED_EXPORTS) as SharedLibrary[];

/** Shipped sources of every remote (tests and test utilities excluded). */
function remoteSources(): string[] {
  return readdirSync(REMOTES).flatMap((feature) => {
    const src = path.join(REMOTES, feature, 'src');
    try {
      return (readdirSync(src, { recursive: true }) as string[])
        .filter((file) => /\.tsx?$/u.test(file) && !/\.test\.tsx?$/u.test(file) && !file.split(path.sep).includes('test-utils'))
        .map((file) => path.join(src, file));
    } catch {
      return [];
    }
  });
}

/** `[library, imported name]` of every value import of a listed library in `source`. */
function importsOf(source: string): [SharedLibrary | string, string][] {
  const found: [string, string][] = [];
  for (const match of source.matchAll(/^import\s+(?!type\b)([^;]*?)\s+from\s+['"]([^'"]+)['"]/gmu)) {
    const [, clause = '', library = ''] = match;
    if (!(LIBRARIES as string[]).includes(library)) continue;
    const named = /\{([^}]*)\}/u.exec(clause)?.[1] ?? '';
    for (const item of named.split(',').map((part) => part.trim()).filter(Boolean)) {
      if (!item.startsWith('type ')) found.push([library, item.split(/\s+as\s+/u)[0]!]);
    }
    if (/\*\s+as\s+/u.test(clause)) found.push([library, '*']);
    const defaultName = clause.replace(/\{[^}]*\}/u, '').replace(/\*\s+as\s+\w+/u, '').replace(/,/gu, '').trim();
    if (defaultName) found.push([library, 'default']);
  }
  return found;
}

test('every listed export exists in the installed package (a rename in an upgrade fails here)', () => {
  for (const library of LIBRARIES) {
    for (const [name, value] of Object.entries(SHARED_EXPORTS[library])) {
      expect([library, name, value === undefined]).toEqual([library, name, false]);
    }
  }
});

test('the walker reads imports (control)', () => {
  const source = "import { useSelector, type TypedUseSelectorHook, shallowEqual as eq } from 'react-redux';\nimport * as RTK from '@reduxjs/toolkit';";
  expect(importsOf(source)).toEqual([
    ['react-redux', 'useSelector'],
    ['react-redux', 'shallowEqual'],
    ['@reduxjs/toolkit', '*'],
  ]);
});

test('every remote imports only what the shell shares of the Redux packages', () => {
  const sources = remoteSources();
  expect(sources.length).toBeGreaterThan(0);
  const missing = sources.flatMap((file) =>
    importsOf(readFileSync(file, 'utf8'))
      .filter(([library, name]) => !(name in SHARED_EXPORTS[library as SharedLibrary]))
      .map(([library, name]) => `${path.relative(REMOTES, file)}: ${name} from ${library}`),
  );
  expect(missing).toEqual([]);
});
