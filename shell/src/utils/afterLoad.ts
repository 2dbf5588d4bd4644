/**
 * Runs `task` once the page's load event has fired (at once if it has; never on a server), so
 * what it fetches never counts against, nor delays, the page's first load. Returns a function
 * that cancels it.
 * @example
 * const cancel = afterLoad(() => void import('./later.js'))
 */
export function afterLoad(task: () => void): () => void {
  if (typeof window === 'undefined' || typeof document === 'undefined') return () => {};
  if (document.readyState === 'complete') {
    task();
    return () => {};
  }
  window.addEventListener('load', task, { once: true });
  return () => window.removeEventListener('load', task);
}
