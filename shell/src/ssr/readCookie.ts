/**
 * The decoded value of cookie `name` in a `Cookie` header (or `document.cookie`), or undefined.
 * @example
 * readCookie('a=1; foyer.state=%7B%7D', 'foyer.state') // '{}'
 */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | undefined {
  for (const pair of (cookieHeader ?? '').split(';')) {
    const separator = pair.indexOf('=');
    if (separator === -1 || pair.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(pair.slice(separator + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}
