import { isOriginAllowed } from '@foyer/kernel/frame';

/**
 * Whether this page may use the embedded wallet, by the project's allowed origins as the
 * catalogue reported them. Unknown (not loaded) or empty lists leave the decision to the secure
 * site, which checks again (and whose frame refuses to be embedded elsewhere).
 * @example
 * isPageOriginAllowed('http://localhost:3100', ['http://127.0.0.1:3100']) // false
 */
export function isPageOriginAllowed(origin: string, allowedOrigins: readonly string[] | null): boolean {
  if (allowedOrigins === null || allowedOrigins.length === 0) return true;
  return isOriginAllowed(origin, allowedOrigins);
}
