import { readVector } from '../test-utils/readVector.js';
import { isOriginAllowed } from './isOriginAllowed.js';

type Case = { origin: string; allowedOrigins: string[]; defaultOrigins: string[]; expect?: boolean; recommended?: boolean };
type Vectors = { appkit_test_cases: Case[]; adversarial_ours: Case[] };

const vectors = readVector<Vectors>('origin-allowlist/origin-allowlist.json');
/** Free public hosting: anyone can get such an origin, so we never treat these wildcards as defaults. */
const isPublicHosting = (pattern: string) => /\*\.(pages\.dev|vercel\.app|ngrok-free\.app)$/.test(pattern);

describe('isOriginAllowed', () => {
  test.each(vectors.appkit_test_cases.map((c) => [c.origin, c] as const))('AppKit case %s', (_origin, c) => {
    expect(isOriginAllowed(c.origin, [...c.allowedOrigins, ...c.defaultOrigins])).toBe(c.expect);
  });

  test.each(vectors.adversarial_ours.map((c) => [c.origin, c] as const))('adversarial case %s follows our rules', (_o, c) => {
    const list = [...c.allowedOrigins, ...c.defaultOrigins.filter((pattern) => !isPublicHosting(pattern))];
    expect(isOriginAllowed(c.origin, list)).toBe(c.recommended);
  });

  test('has no built-in defaults: an empty list allows nothing, not even localhost', () => {
    expect(isOriginAllowed('http://localhost:3000', [])).toBe(false);
    expect(isOriginAllowed('http://127.0.0.1:3000', [])).toBe(false);
  });

  test('a pattern without port only matches the default port; a port wildcard needs a port', () => {
    expect(isOriginAllowed('http://127.0.0.1:3100', ['http://127.0.0.1:3000'])).toBe(false);
    expect(isOriginAllowed('https://a.com', ['https://a.com:443'])).toBe(true);
    expect(isOriginAllowed('http://localhost', ['http://localhost:*'])).toBe(false);
  });

  test('non-strings and non-http schemes are rejected', () => {
    expect(isOriginAllowed(undefined, ['*'])).toBe(false);
    expect(isOriginAllowed('file://', ['file://'])).toBe(false);
    expect(isOriginAllowed('chrome-extension://abc', ['chrome-extension://abc'])).toBe(false);
  });

  test('a host pattern made only of `*` is refused (the CSP drops it too): it would match every origin', () => {
    for (const pattern of ['https://*', 'http://*', 'https://*:*', 'https://*.*', 'https://*/path']) {
      expect(isOriginAllowed('https://evil.example', [pattern])).toBe(false);
      expect(isOriginAllowed('http://127.0.0.1:3000', [pattern])).toBe(false);
    }
    expect(isOriginAllowed('https://app.safe.org', ['https://*', 'https://*.safe.org'])).toBe(true);
  });
});
