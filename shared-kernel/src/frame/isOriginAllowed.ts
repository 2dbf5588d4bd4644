const PATTERN = /^(https?):\/\/([^/:?#@\s]+)(?::(\d{1,5}|\*))?(?:[/?#].*)?$/;
const LABEL = /^[a-z0-9-]+$/;

/** Whether `origin` is a browser-serialised http(s) origin (`scheme://host[:port]`, lower case, no default port). */
function isSerializedOrigin(origin: string): boolean {
  if (!/^https?:\/\//.test(origin)) return false;
  try {
    return new URL(origin).origin === origin;
  } catch {
    return false;
  }
}

function hostRegex(host: string): RegExp | undefined {
  const labels = host.toLowerCase().split('.');
  // A host of wildcards only (`https://*`) would match every origin, and CSP frame-ancestors drops it: refuse it.
  if (labels.every((label) => label === '*')) return undefined;
  const parts: string[] = [];
  for (const label of labels) {
    if (label === '*') parts.push('[a-z0-9-]+(?:\\.[a-z0-9-]+)*');
    else if (LABEL.test(label)) parts.push(label);
    else return undefined;
  }
  return new RegExp(`^${parts.join('\\.')}$`);
}

function matches(origin: URL, pattern: string): boolean {
  const parsed = PATTERN.exec(pattern.trim());
  if (!parsed) return false;
  const [, scheme, host = '', port] = parsed;
  if (`${scheme}:` !== origin.protocol) return false;
  const hostPattern = hostRegex(host);
  if (!hostPattern || !hostPattern.test(origin.hostname)) return false;
  if (port === '*') return origin.port !== '';
  const defaultPort = scheme === 'https' ? '443' : '80';
  const wanted = port === undefined || port === defaultPort ? '' : String(Number(port));
  return origin.port === wanted;
}

/**
 * Whether a page origin may use the embedded wallet, given the project's allowed origins.
 * Rules (stricter than AppKit 1.7.16's regex): `origin` must be a browser-serialised http(s) origin
 * (so 'null', paths, upper case or ':443' never match); a pattern is `scheme://host[:port]` (a path is
 * ignored); `*` may stand for whole host labels (one or more) or for the port (`http://localhost:*`),
 * never for '/', '?', ':' or '@', and never for the whole host (`https://*` allows nothing). There are no built-in defaults: only the project's list counts.
 * @example
 * isOriginAllowed('http://localhost:3000', ['http://localhost:*']) // true
 * isOriginAllowed('https://app.safe.org', ['https://*.safe.org']) // true
 * isOriginAllowed('https://explicit.com.hacker', ['https://explicit.com']) // false
 */
export function isOriginAllowed(origin: unknown, allowedOrigins: readonly string[]): boolean {
  if (typeof origin !== 'string' || !isSerializedOrigin(origin)) return false;
  const url = new URL(origin);
  return allowedOrigins.some((pattern) => typeof pattern === 'string' && matches(url, pattern));
}
