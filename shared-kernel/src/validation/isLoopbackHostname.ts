/**
 * Whether a URL's `hostname` names this machine's loopback interface: `localhost`, 127.0.0.0/8 or `[::1]` (as `URL`
 * writes it). Plain http/ws, the dev wallet's links and the demo's endpoint overrides are accepted only there.
 * @example
 * isLoopbackHostname(new URL('http://127.0.0.1:3010').hostname) // true
 * isLoopbackHostname('evil.example') // false
 */
export function isLoopbackHostname(hostname: string): boolean {
  return /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])$/i.test(hostname);
}
