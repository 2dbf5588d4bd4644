/**
 * Whether the popup may be sent to `uri` (the redirect URI the secure frame supplies): only an
 * `https:` URL, or a URL on the secure site itself (its LOCAL identity provider runs on plain http
 * in development). Defence in depth: a compromised or confused frame cannot point the popup at a
 * `javascript:`/`data:` URL or a plain-http page.
 * @example
 * isSafePopupUri('javascript:alert(1)', 'http://127.0.0.1:3020') // false
 */
export function isSafePopupUri(uri: unknown, secureSiteOrigin: string): boolean {
  if (typeof uri !== 'string') return false;
  let url: URL;
  try {
    url = new URL(uri);
  } catch {
    return false;
  }
  return url.protocol === 'https:' || url.origin === secureSiteOrigin;
}
