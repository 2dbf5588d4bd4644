/** The workspaces whose build the published shell holds, and where each goes in it. */
const PUBLISHED_ROOTS: readonly (readonly [string, string])[] = [
  ['shell/dist/', ''],
  ['shared-kernel/dist/', 'kernel/'],
];

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
