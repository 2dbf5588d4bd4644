import path from 'node:path';

// `name.3f9a1c2b.js`, `name-3f9a1c2b.css`, `123.3f9a1c2b4d.chunk.js`: a content hash makes a file immutable.
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;

/**
 * The Cache-Control header for a static file: content-hashed names are cached for a year, anything
 * else (HTML, remoteEntry.js, manifests, unhashed assets) is revalidated on every use.
 */
export function cacheControlFor(file: string): string {
  const name = path.posix.basename(file.replaceAll('\\', '/'));
  if (name.endsWith('.html') || name.startsWith('remoteEntry.') || name.startsWith('mf-manifest')) return 'no-cache';
  return HASHED_NAME.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
}
