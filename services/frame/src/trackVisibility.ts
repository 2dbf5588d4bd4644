import { VISIBILITY_CHECK_DELAY_MS, VISIBLE_RATIO } from './approvalTiming.js';

type VisibilityEntry = IntersectionObserverEntry & { isVisible?: boolean };
type VisibilityInit = IntersectionObserverInit & { trackVisibility?: boolean; delay?: number };

/** Whether this browser implements IntersectionObserver v2 (`trackVisibility` / `isVisible`). */
export function supportsVisibilityTracking(): boolean {
  return typeof IntersectionObserver !== 'undefined' && typeof IntersectionObserverEntry !== 'undefined' && 'isVisible' in IntersectionObserverEntry.prototype;
}

/** Whether this document is a top-level window (the approval window), which no other page can overlay or restyle. */
export function isTopLevelWindow(): boolean {
  return window.top === window;
}

/**
 * Reports whether `element` can really be seen by the user:
 * - in a top-level window (the approval popup): while the page is visible (not a background tab, not minimised);
 * - in a frame, through IntersectionObserver v2: entirely inside the top-level viewport, not covered, not
 *   transparent, not transformed or filtered by the host page;
 * - in a frame of a browser without IntersectionObserver v2: never (the caller approves in a popup instead).
 * Returns a function that stops observing.
 */
export function trackVisibility(element: Element, onChange: (visible: boolean) => void): () => void {
  if (isTopLevelWindow()) {
    const report = () => onChange(document.visibilityState === 'visible');
    document.addEventListener('visibilitychange', report);
    report();
    return () => document.removeEventListener('visibilitychange', report);
  }
  if (!supportsVisibilityTracking()) {
    onChange(false);
    return () => {};
  }
  const init: VisibilityInit = { threshold: [0, 0.5, 0.9, VISIBLE_RATIO, 1], trackVisibility: true, delay: VISIBILITY_CHECK_DELAY_MS };
  const observer = new IntersectionObserver((entries) => {
    const entry = entries[entries.length - 1] as VisibilityEntry | undefined;
    if (entry) onChange(entry.isVisible === true && entry.intersectionRatio >= VISIBLE_RATIO);
  }, init);
  observer.observe(element);
  return () => observer.disconnect();
}

/**
 * Where IntersectionObserver v2 is missing: whether `element` lies inside the top-level viewport (IntersectionObserver
 * v1; opacity and overlays cannot be seen). Used only where a user's own typing is what counts (the e-mail change),
 * never for Approve, which moves to the approval window there.
 */
export function trackIntersection(element: Element, onChange: (visible: boolean) => void): () => void {
  if (isTopLevelWindow() || supportsVisibilityTracking()) return trackVisibility(element, onChange);
  if (typeof IntersectionObserver === 'undefined') {
    onChange(true);
    return () => {};
  }
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (entry) onChange(entry.intersectionRatio >= VISIBLE_RATIO);
    },
    { threshold: [0, 0.5, 0.9, VISIBLE_RATIO, 1] },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
