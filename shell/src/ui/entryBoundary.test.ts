import { readFileSync } from 'node:fs';
import path from 'node:path';

const SRC = path.resolve(__dirname, '..');
/** What a host page must not download before the first click (issue 2: page-load budget). */
const LAZY_ONLY = [/^ui\/mountModal\.ts$/, /^ui\/modal\//, /^ui\/views\//, /^ui\/router\//, /^remote\/federation\.ts$/];
const LAZY_PACKAGES = ['react-dom', 'react-dom/client', '@tanstack/react-virtual', '@module-federation/runtime'];

/** Files and packages reached from `entry` through static imports (type-only imports and `import()` excluded). */
function staticGraph(entry: string) {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    const source = readFileSync(path.join(SRC, file), 'utf8');
    for (const match of source.matchAll(/^(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gmu)) {
      const specifier = match[1]!;
      if (!specifier.startsWith('.')) {
        packages.add(specifier);
        continue;
      }
      const base = path.relative(SRC, path.resolve(path.dirname(path.join(SRC, file)), specifier)).replace(/\.js$/u, '');
      const target = [`${base}.ts`, `${base}.tsx`].find((candidate) => {
        try {
          readFileSync(path.join(SRC, candidate));
          return true;
        } catch {
          return false;
        }
      });
      if (target) visit(target);
    }
  };
  visit(entry);
  return { files: [...files], packages: [...packages] };
}

describe.each(['index.ts', 'ui/ConnectButton.tsx', 'ui/foyerButtonElement.ts'])('the static import graph of %s', (entry) => {
  const graph = staticGraph(entry);

  test('reaches no modal, view or router code (it loads with import() on the first open)', () => {
    expect(graph.files.filter((file) => LAZY_ONLY.some((pattern) => pattern.test(file)))).toEqual([]);
  });

  test('imports no react-dom, virtualizer or Module Federation runtime', () => {
    expect(graph.packages.filter((name) => LAZY_PACKAGES.includes(name))).toEqual([]);
  });
});

test('control: the walker does follow static imports (the modal entry reaches the views and react-dom)', () => {
  const graph = staticGraph('ui/mountModal.ts');
  expect(graph.files).toEqual(expect.arrayContaining(['ui/modal/Modal.tsx', 'ui/views/AllWallets/WalletGrid.tsx']));
  expect(graph.packages).toEqual(expect.arrayContaining(['react-dom/client', '@tanstack/react-virtual']));
});
