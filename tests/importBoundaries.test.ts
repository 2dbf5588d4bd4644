/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const ROOT = path.resolve(__dirname, '..');

/** A package the rules know: the kernel, the shell, or remote `<id>`. */
type Area = { kind: 'kernel' } | { kind: 'shell' } | { kind: 'remote'; id: string } | { kind: 'other' };

function areaOf(file: string): Area {
  const [top, second] = path.relative(ROOT, file).split(path.sep);
  if (top === 'shared-kernel') return { kind: 'kernel' };
  if (top === 'shell') return { kind: 'shell' };
  if (top === 'remotes' && second) return { kind: 'remote', id: second };
  return { kind: 'other' };
}

/** Tests and their helpers may use the test kit; shipped code may not. */
function isTestCode(file: string): boolean {
  const relative = path.relative(ROOT, file).split(path.sep).join('/');
  return /\.test\.tsx?$/.test(relative) || relative.includes('/test-utils/') || relative.startsWith('shared-kernel/src/test/');
}

/** Every module specifier `source` imports: static imports and re-exports, `import()`, `require()`. */
function importsOf(source: string): string[] {
  return ts.preProcessFile(source, true, true).importedFiles.map((file) => file.fileName);
}

/** The area a specifier of `file` points into (relative paths and workspace package names). */
function targetOf(file: string, specifier: string): Area & { kit?: boolean } {
  if (specifier.startsWith('.')) {
    const target = path.resolve(path.dirname(file), specifier);
    const relative = path.relative(ROOT, target).split(path.sep).join('/');
    return { ...areaOf(target), kit: relative === 'shared-kernel/src/test' || relative.startsWith('shared-kernel/src/test/') };
  }
  if (specifier === '@foyer/kernel/test') return { kind: 'kernel', kit: true };
  if (specifier === '@foyer/kernel' || specifier.startsWith('@foyer/kernel/')) return { kind: 'kernel' };
  if (specifier === '@foyer/shell' || specifier.startsWith('@foyer/shell/')) return { kind: 'shell' };
  const remote = /^@foyer\/remote-([^/]+)/.exec(specifier);
  if (remote?.[1]) return { kind: 'remote', id: remote[1] };
  return { kind: 'other' };
}

/**
 * What breaks the package boundaries in `file` (`source` its text): a remote imports another remote
 * or the shell; the shell imports a remote; the kernel imports the shell or a remote; shipped code
 * imports the test kit.
 */
function boundaryViolations(file: string, source: string): string[] {
  const from = areaOf(file);
  const name = path.relative(ROOT, file);
  const violations: string[] = [];
  for (const specifier of importsOf(source)) {
    const to = targetOf(file, specifier);
    const crossesRemotes = from.kind === 'remote' && to.kind === 'remote' && to.id !== from.id;
    if (crossesRemotes) violations.push(`${name}: remote "${from.kind === 'remote' ? from.id : ''}" imports another remote (${specifier})`);
    if (from.kind === 'remote' && to.kind === 'shell') violations.push(`${name}: a remote imports the shell (${specifier})`);
    if (from.kind === 'shell' && to.kind === 'remote') violations.push(`${name}: the shell imports a remote (${specifier})`);
    if (from.kind === 'kernel' && (to.kind === 'shell' || to.kind === 'remote')) violations.push(`${name}: the kernel imports ${to.kind} code (${specifier})`);
    if (to.kit && !isTestCode(file)) violations.push(`${name}: shipped code imports the test kit (${specifier})`);
  }
  return violations;
}

/** Every TypeScript source file under `dir` (node_modules and build output skipped). */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(full);
    return /\.(ts|tsx|mts|cts)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const packages = [
  path.join(ROOT, 'shared-kernel/src'),
  path.join(ROOT, 'shell/src'),
  ...readdirSync(path.join(ROOT, 'remotes')).map((remote) => path.join(ROOT, 'remotes', remote, 'src')),
];

test('boundary: no remote imports another remote or the shell, the shell imports no remote, shipped code never imports the test kit', () => {
  const files = packages.flatMap(sourceFiles);
  expect(files.length).toBeGreaterThan(100);
  const violations = files.flatMap((file) => boundaryViolations(file, readFileSync(file, 'utf8')));
  expect(violations).toEqual([]);
});

describe('boundaryViolations', () => {
  const email = path.join(ROOT, 'remotes/email/src/views/EmailLogin/EmailLogin.tsx');
  const shellFile = path.join(ROOT, 'shell/src/ui/mountModal.ts');

  it.each([
    ["import { authSlice } from '../../../../auth/src/authSlice';", 'imports another remote'],
    ["const feature = await import('../../../../receive/src/feature');", 'imports another remote'],
    ["export { x } from '@foyer/remote-auth';", 'imports another remote'],
    ["import { makeStore } from '../../../../../shell/src/store/makeStore.js';", 'imports the shell'],
    ["import { createFoyer } from '@foyer/shell';", 'imports the shell'],
    ["import { makeTestStore } from '@foyer/kernel/test';", 'imports the test kit'],
  ])('finds a violation in a remote: %s', (source, message) => {
    expect(boundaryViolations(email, source)).toEqual([expect.stringContaining(message)]);
  });

  it.each([
    "import feature from '../../../remotes/receive/src/feature.js';",
    "const loaded = import('@foyer/remote-receive');",
    "const adapter = require('../../../remotes/walletconnect/src/feature');",
  ])('finds the shell importing a remote: %s', (source) => {
    expect(boundaryViolations(shellFile, source)).toEqual([expect.stringContaining('the shell imports a remote')]);
  });

  it('allows kernel imports, own files, and the test kit in tests', () => {
    const source = "import { defineFeature } from '@foyer/kernel';\nimport { emailSlice } from '../../emailSlice';";
    expect(boundaryViolations(email, source)).toEqual([]);
    expect(boundaryViolations(email.replace('.tsx', '.test.tsx'), "import { renderWithStore } from '@foyer/kernel/test';")).toEqual([]);
  });
});
