import { isOriginAllowed } from '@foyer/kernel/frame';
import { frameAncestorSources, frameContentSecurityPolicy, pageContentSecurityPolicy } from './contentSecurityPolicy.js';

describe('frameAncestorSources', () => {
  test('keeps exact origins, port wildcards and a left-most label wildcard', () => {
    expect(frameAncestorSources(['http://localhost:*', 'https://*.safe.org', 'https://a.com/path'])).toEqual([
      'http://localhost:*',
      'https://*.safe.org',
      'https://a.com',
    ]);
  });

  test('a host pattern made only of `*` is refused, like the client check refuses it', () => {
    const patterns = ['https://*', 'http://*', 'https://*:*', 'https://*.*', '*', 'https://*/path'];
    for (const pattern of patterns) {
      expect(frameAncestorSources([pattern])).toEqual([]);
      expect(isOriginAllowed('https://evil.example', [pattern])).toBe(false);
    }
    expect(frameContentSecurityPolicy(patterns)).toContain("frame-ancestors 'none'");
  });

  test('drops what CSP cannot express', () => {
    expect(frameAncestorSources(['https://sub.*.example.net', 'ftp://a.com', 'https://user@a.com'])).toEqual([]);
  });
});

describe('pageContentSecurityPolicy', () => {
  test('allows the page style by its SHA-256 and a script only by nonce, never inline at large', () => {
    // printf 'body{margin:0}' | openssl dgst -sha256 -binary | base64
    const policy = pageContentSecurityPolicy('body{margin:0}', 'n0nce');
    expect(policy).toContain("style-src 'sha256-IAdwN3biDCQ3brrgp1m8kBEsPQYyqfREKOEfeoREopc='");
    expect(policy).toContain("script-src 'nonce-n0nce'");
    expect(policy).not.toContain('unsafe-inline');
    expect(pageContentSecurityPolicy('body{margin:0}')).toContain("script-src 'none'");
  });
});
