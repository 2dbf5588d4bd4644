import { afterLoad } from '../utils/afterLoad.js';
import { scheduleIdle } from '../utils/scheduleIdle.js';
import { loadModal } from './loadModal.js';

/**
 * Starts fetching the modal's code when the user shows intent to open it (the pointer enters
 * the connect button, it gets focus or a touch starts on it), so that a page pays for the modal
 * only when someone is about to use it. A failure is ignored here: the open retries and reports it.
 * @example
 * button.addEventListener('pointerenter', prefetchModal)
 */
export function prefetchModal(): void {
  loadModal().catch(() => {});
}

/**
 * Prefetches the modal's code once the page has loaded and the browser is idle, so a click finds
 * it warm without the page's load event waiting for it. Returns a function that cancels it.
 * @example
 * cleanups.push(prefetchModalAfterLoad())
 */
export function prefetchModalAfterLoad(): () => void {
  let cancelIdle: (() => void) | undefined;
  const cancelLoad = afterLoad(() => {
    cancelIdle = scheduleIdle(prefetchModal);
  });
  return () => {
    cancelLoad();
    cancelIdle?.();
  };
}
