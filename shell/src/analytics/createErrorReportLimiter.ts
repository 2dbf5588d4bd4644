import { ERROR_REPORT_MAX, ERROR_REPORT_WINDOW_MS } from '@foyer/kernel';

/**
 * At most `max` error reports in any rolling `windowMs` (spec §9: 5 per 60 s): `tryTake()` says
 * whether one more may be sent now and counts it when so.
 * @example
 * const limiter = createErrorReportLimiter()
 * if (limiter.tryTake()) send(report)
 */
export function createErrorReportLimiter({
  max = ERROR_REPORT_MAX,
  windowMs = ERROR_REPORT_WINDOW_MS,
  now = Date.now,
}: { max?: number; windowMs?: number; now?: () => number } = {}) {
  const sent: number[] = [];
  return {
    tryTake(): boolean {
      const at = now();
      while (sent.length > 0 && at - (sent[0] ?? 0) >= windowMs) sent.shift();
      if (sent.length >= max) return false;
      sent.push(at);
      return true;
    },
  };
}
