import { isOriginAllowed } from '@foyer/kernel/frame';
import { frameAncestorSources, frameContentSecurityPolicy } from './contentSecurityPolicy.js';

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
