import { VISIBILITY_CHECK_DELAY_MS } from './approvalTiming.js';

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };
type VisibilityInit = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number };

/** Whether this browser implements IntersectionObserver v2 (`trackVisibility` / `isVisible`). */
export function supportsVisibilityTracking(): boolean {
  return typeof IntersectionObserver !== 'undefined' && typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

/**
 * Reports whether `element` is really visible (not covered, not transparent, not transformed) using
 * IntersectionObserver v2. Where the browser lacks it, reports visible once: the activation delay still applies.
 * Returns a function that stops observing.
 */
export function trackVisibility(element: Element, onChange: (visible: boolean) => void): () => void {
  if (!supportsVisibilityTracking()) {
    onChange(true);
    return () => {};
  }
  const init: VisibilityInit = { threshold: [0], trackVisibility: true, delay: VISIBILITY_CHECK_DELAY_MS };
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1] as VisibilityEntry | undefined;
    if (entry) onChange(entry.isVisible === true);
  }, init);
  observer.observe(element);
  return () => observer.disconnect();
}
