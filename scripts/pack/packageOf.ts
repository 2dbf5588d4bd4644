/**
 * The installed package a module file belongs to: its directory and name, or undefined for a workspace's
 * own file.
 * @example
 * packageOf('/r/node_modules/@s/b/dist/x.mjs') // { dir: '/r/node_modules/@s/b', name: '@s/b' }
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
