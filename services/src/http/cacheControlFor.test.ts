import { cacheControlFor } from './cacheControlFor.js';

describe('cacheControlFor', () => {
  it.each([
    ['remoteEntry.js', 'no-cache'],
    ['mf-manifest.json', 'no-cache'],
    ['index.html', 'no-cache'],
    ['feature.js', 'no-cache'],
    ['chunks/42.3f9a1c2b.js', 'public, max-age=31536000, immutable'],
    ['assets/main-0a1b2c3d4e.css', 'public, max-age=31536000, immutable'],
    ['assets/page.0a1b2c3d.html', 'no-cache'],
    ['logo.abc.svg', 'no-cache'],
  ])('%s -> %s', (file, expected) => {
    expect(cacheControlFor(file)).toBe(expected);
  });
});
