const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:']);

/** True when a request to `url` stays on this machine (127.0.0.0/8, localhost, [::1]) or never leaves the page. */
export function isLoopbackUrl(url: string | URL): boolean {
  let parsed: URL;
  try {
    parsed = typeof url === 'string' ? new URL(url) : url;
  } catch {
    return false;
  }
  if (LOCAL_SCHEMES.has(parsed.protocol)) return true;
  const host = parsed.hostname.toLowerCase();
  return (
    host === 'localhost' ||
    host.endsWith('.localhost') ||
    host === '[::1]' ||
    /^127(\.\d{1,3}){3}$/.test(host)
  );
}
