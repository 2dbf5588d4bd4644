/**
 * Where a module of the shell's build goes in the published package, given its path relative to the
 * repository without extension (rollup's `preserveModules` chunk name):
 * - `shell/dist/ui/ConnectButton` -> `ui/ConnectButton` (the shell is the package's root),
 * - `shared-kernel/dist/caip/parse` -> `kernel/caip/parse`,
 * - `node_modules/@reduxjs/toolkit/dist/redux-toolkit.modern` -> `vendor/@reduxjs/toolkit/dist/redux-toolkit.modern`
 *   (also from a nested `node_modules`; npm never packs a folder named `node_modules`).
 * @example
 * publishedPath('shell/dist/index') // 'index'
 */
export function publishedPath(chunkName: string): string {
  const nested = chunkName.lastIndexOf('node_modules/');
  if (nested !== -1) return `vendor/${chunkName.slice(nested + 'node_modules/'.length)}`;
  for (const [prefix, target] of PUBLISHED_ROOTS) {
    if (chunkName.startsWith(prefix)) return `${target}${chunkName.slice(prefix.length)}`;
  }
  throw new Error(`${chunkName} is neither the shell's, the kernel's nor a package's module`);
}

/** The workspaces whose build the published shell holds, and where each goes in it. */
const PUBLISHED_ROOTS: readonly (readonly [string, string])[] = [
  ['shell/dist/', ''],
  ['shared-kernel/dist/', 'kernel/'],
];

/**
 * The installed package a module file belongs to: its directory and name, or undefined for a workspace's
 * own file (`/r/node_modules/@s/b/dist/x.mjs` -> `{ dir: '/r/node_modules/@s/b', name: '@s/b' }`).
 */
export function packageOf(file: string): { dir: string; name: string } | undefined {
  const normalized = file.replaceAll('\\', '/');
  const cut = normalized.lastIndexOf('/node_modules/');
  if (cut === -1) return undefined;
  const rest = normalized.slice(cut + '/node_modules/'.length).split('/');
  const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1] ?? ''}` : (rest[0] ?? '');
  if (name === '' || name.endsWith('/')) return undefined;
  return { dir: `${normalized.slice(0, cut)}/node_modules/${name}`, name };
}

/**
 * Module specifiers a declaration file imports (`import ... from 'x'`, `import("x")`), sorted, each once.
 * Block comments are left out: the inlined libraries' docs show imports in their examples.
 */
export function importedSpecifiers(declarations: string): string[] {
  const code = declarations.replace(/\/\*[\s\S]*?\*\//g, '');
  const found = new Set<string>();
  for (const match of code.matchAll(/^\s*(?:import|export)\b[^'";]*?\bfrom\s+['"]([^'"]+)['"]/gm)) found.add(match[1] ?? '');
  for (const match of code.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) found.add(match[1] ?? '');
  return [...found].sort();
}
