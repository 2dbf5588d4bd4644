import path from 'node:path';

/**
 * The row a first-chunk module counts in: its package (`react-dom`; RTK Query apart from the rest
 * of `@reduxjs/toolkit`), or `shell/<folder>` / `kernel/<folder>` for the workspace packages'
 * built files.
 * @example
 * moduleGroup('./shell/dist/connectors/discovery/startInjectedDiscovery.js') // 'shell/connectors'
 */
export function moduleGroup(resource: string): string {
  const normalized = resource.replaceAll('\\', '/');
  const workspace = /\/(shell|shared-kernel)\/dist\/(.+)$/.exec(normalized);
  if (workspace) {
    const folder = workspace[2]?.includes('/') ? workspace[2].split('/')[0] : '(root)';
    return `${workspace[1] === 'shell' ? 'shell' : 'kernel'}/${folder}`;
  }
  const pkg = /.*\/node_modules\/((?:@[^/]+\/)?[^/]+)(\/.*)?$/.exec(normalized);
  if (pkg?.[1]) return pkg[1] === '@reduxjs/toolkit' && pkg[2]?.includes('/query/') ? '@reduxjs/toolkit/query' : pkg[1];
  return path.posix.normalize(normalized).replace(/^\.\//, '');
}
