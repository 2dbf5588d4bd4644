/**
 * Runs `task` when the browser is idle (`requestIdleCallback`, else a timeout), at most
 * `timeoutMs` later. Returns a function that cancels it.
 * @example
 * const cancel = scheduleIdle(() => prefetch())
 */
export function scheduleIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: timeoutMs });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, 1);
  return () => clearTimeout(handle);
}
