import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { deepActiveElement } from './deepActiveElement.js';
import { tabbables } from './tabbables.js';

/**
 * While `active`: moves focus into `container` (`initialFocus()` when it returns an element, else
 * the first tabbable, else the container), keeps Tab / Shift+Tab cycling inside it, pulls focus
 * back if it escapes, and on deactivation returns focus to the element that had it before. Works
 * inside a shadow root, where `document.activeElement` is only the host.
 */
export function useFocusTrap(
  container: RefObject<HTMLElement | null>,
  active: boolean,
  initialFocus?: (container: HTMLElement) => HTMLElement | null | undefined,
): void {
  const initialFocusRef = useRef(initialFocus);
  useLayoutEffect(() => {
    initialFocusRef.current = initialFocus;
  });
  useEffect(() => {
    const element = container.current;
    if (!active || !element) return;
    const opener = deepActiveElement();
    const root = element.getRootNode() as Document | ShadowRoot;
    const focused = () => root.activeElement as HTMLElement | null;
    const focusFirst = () => {
      const target = initialFocusRef.current?.(element) ?? tabbables(element)[0] ?? element;
      target.focus({ preventScroll: true });
    };

    if (!element.contains(focused())) focusFirst();

    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const items = tabbables(element);
      const first = items[0];
      const last = items[items.length - 1];
      if (!first || !last) {
        event.preventDefault();
        element.focus({ preventScroll: true });
        return;
      }
      const current = focused();
      const inside = current !== null && element.contains(current);
      if (event.shiftKey && (!inside || current === first || current === element)) {
        event.preventDefault();
        last.focus({ preventScroll: true });
      } else if (!event.shiftKey && (!inside || current === last)) {
        event.preventDefault();
        first.focus({ preventScroll: true });
      }
    };
    const onFocusOut = (event: FocusEvent) => {
      const next = event.relatedTarget as Node | null;
      // Focus left the dialog for something else on the page: bring it back.
      if (next && !element.contains(next)) queueMicrotask(focusFirst);
    };

    element.addEventListener('keydown', onKeyDown);
    element.addEventListener('focusout', onFocusOut);
    return () => {
      element.removeEventListener('keydown', onKeyDown);
      element.removeEventListener('focusout', onFocusOut);
      if (opener instanceof HTMLElement && opener.isConnected) opener.focus({ preventScroll: true });
    };
  }, [container, active]);
}
