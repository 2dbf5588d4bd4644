import { createHash } from 'node:crypto';

// At least one literal host label: a bare `*` host (`https://*`) would allow every origin, and the client's
// isOriginAllowed refuses it too, so both checks agree.
const CSP_SOURCE = /^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/;

/**
 * CSP `frame-ancestors` sources for a project's allowed origins. Patterns CSP cannot express (a `*` that is not the
 * left-most label, paths, anything unusual) are dropped, so the browser is never more permissive than the list.
 * @example
 * frameAncestorSources(['http://localhost:*', 'https://sub.*.example.net']) // ['http://localhost:*']
 */
export function frameAncestorSources(allowedOrigins: readonly string[]): string[] {
  const sources = new Set<string>();
  for (const pattern of allowedOrigins) {
    const withoutPath = pattern.trim().toLowerCase().replace(/^(https?:\/\/[^/?#]+)[/?#].*$/, '$1');
    if (CSP_SOURCE.test(withoutPath)) sources.add(withoutPath);
  }
  return [...sources];
}

/**
 * The frame page's policy: scripts, styles, fetches and images only from the secure site itself; framing only by
 * the project's allowed origins ('none' when there are none).
 */
export function frameContentSecurityPolicy(allowedOrigins: readonly string[]): string {
  const ancestors = frameAncestorSources(allowedOrigins);
  return [
    "default-src 'none'",
    "script-src 'self'",
    "connect-src 'self'",
    "style-src 'self'",
    "img-src 'self' data:",
    "base-uri 'none'",
    "form-action 'none'",
    `frame-ancestors ${ancestors.length > 0 ? ancestors.join(' ') : "'none'"}`,
  ].join('; ');
}

/**
 * The CSP source allowing exactly one inline `<style>` text, by its SHA-256 (no 'unsafe-inline').
 * @example
 * styleHashSource('body{margin:0}') // "'sha256-…'"
 */
export function styleHashSource(css: string): string {
  return `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`;
}

/**
 * Policy of the secure site's own pages (LOCAL identity provider, callback, device link): never framed; the
 * page's one `<style>` (`pageCss`) allowed by its hash, its script (if any) by nonce.
 */
export function pageContentSecurityPolicy(pageCss: string, scriptNonce?: string): string {
  return [
    "default-src 'none'",
    scriptNonce ? `script-src 'nonce-${scriptNonce}'` : "script-src 'none'",
    `style-src ${styleHashSource(pageCss)}`,
    "form-action 'self'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
  ].join('; ');
}
