/**
 * Whether the browser's time zone (`Intl.DateTimeFormat().resolvedOptions().timeZone`) is one of
 * `zones`, case-insensitively (AppKit's rule); false when the zone cannot be read.
 * @example
 * isRestrictedTimezone(['Asia/Shanghai']) // true in Shanghai
 */
export function isRestrictedTimezone(zones: readonly string[]): boolean {
  try {
    const zone = new Intl.DateTimeFormat().resolvedOptions().timeZone.toUpperCase();
    return zones.some((candidate) => candidate.toUpperCase() === zone);
  } catch {
    return false;
  }
}
