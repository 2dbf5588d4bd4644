import { isLoopbackHostname } from './isLoopbackHostname.js';

/** Schemes that run code, read local data or reach plain-http hosts: never a wallet link. */
const REFUSED_SCHEMES = new Set(['javascript', 'data', 'vbscript', 'file', 'blob', 'about', 'filesystem', 'http', 'ws', 'wss', 'ftp']);
const SCHEME = /^([a-z][a-z0-9+.-]*):/i;
const BARE_SCHEME = /^[a-z][a-z0-9+.-]*$/i;

/**
 * Whether a catalogue link (`mobile_link`, `desktop_link`, `webapp_link`) may be opened: `https:`,
 * plain `http:` only on loopback (the local dev wallet), or a wallet's own custom scheme
 * (`metamask://`, a bare `rainbow`): letters, digits, `+`, `.`, `-` and not a scheme that runs
 * code or reads local data (`javascript:`, `data:`, `vbscript:`, `file:`, `blob:`, ...).
 * @example
 * isSafeWalletLink('metamask://') // true
 * isSafeWalletLink('javascript:alert(1)') // false
 */
export function isSafeWalletLink(link: string): boolean {
  const trimmed = link.trim();
  // Control characters or spaces inside a link are how scheme filters get fooled (`java\tscript:`).
  if (trimmed === '' || /[\s\u0000-\u001f\u007f]/.test(trimmed)) return false;
  const scheme = SCHEME.exec(trimmed)?.[1]?.toLowerCase();
  if (scheme === undefined) return BARE_SCHEME.test(trimmed) && !REFUSED_SCHEMES.has(trimmed.toLowerCase());
  if (scheme === 'https') return isUrl(trimmed);
  if (scheme === 'http') return isUrl(trimmed) && isLoopbackHostname(new URL(trimmed).hostname);
  return !REFUSED_SCHEMES.has(scheme);
}

function isUrl(link: string): boolean {
  try {
    new URL(link);
    return true;
  } catch {
    return false;
  }
}
