import type { Page } from '@playwright/test';

/** Timers of the page that are still pending: one-shot timeouts not yet fired or cleared, intervals not cleared. */
export type LiveTimers = { timeouts: number; intervals: number };

/**
 * Script injected before the page's own code (plain JS source): wraps `setTimeout` / `setInterval`
 * and their `clear…` functions to count the timers still pending, read by `readLiveTimers`. A timeout
 * leaves the count when it fires or is cleared, an interval when it is cleared. The wrappers keep the
 * native ids and `this`, so the page runs as it would without them.
 */
export const TIMER_PROBE = String.raw`(() => {
  if (window.__foyerLiveTimers) return;
  const timeouts = new Set();
  const intervals = new Set();
  const nativeSetTimeout = window.setTimeout;
  const nativeSetInterval = window.setInterval;
  const nativeClearTimeout = window.clearTimeout;
  const nativeClearInterval = window.clearInterval;
  window.setTimeout = function (handler, ...rest) {
    if (typeof handler !== 'function') return nativeSetTimeout.call(this, handler, ...rest);
    let id;
    id = nativeSetTimeout.call(this, function (...args) {
      timeouts.delete(id);
      return handler.apply(this, args);
    }, ...rest);
    timeouts.add(id);
    return id;
  };
  window.setInterval = function (...args) {
    const id = nativeSetInterval.apply(this, args);
    intervals.add(id);
    return id;
  };
  const clear = (id) => {
    timeouts.delete(id);
    intervals.delete(id);
  };
  window.clearTimeout = function (id) {
    clear(id);
    return nativeClearTimeout.call(this, id);
  };
  window.clearInterval = function (id) {
    clear(id);
    return nativeClearInterval.call(this, id);
  };
  window.__foyerLiveTimers = () => ({ timeouts: timeouts.size, intervals: intervals.size });
})();`;

/** The live timer counts of a page that loaded `TIMER_PROBE` (as an init script). */
export async function readLiveTimers(page: Page): Promise<LiveTimers> {
  const timers = await page.evaluate('window.__foyerLiveTimers ? window.__foyerLiveTimers() : null');
  if (!isLiveTimers(timers)) throw new Error('The page has no timer probe: add TIMER_PROBE with page.addInitScript before it loads');
  return timers;
}

function isLiveTimers(value: unknown): value is LiveTimers {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  return typeof record.timeouts === 'number' && typeof record.intervals === 'number';
}
