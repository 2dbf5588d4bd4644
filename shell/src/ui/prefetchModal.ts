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
 * it warm without the page's load event waiting for it; `warm` then runs with the loaded module
 * (the shell mounts the closed modal with it, so a click only re-renders). Returns a function that cancels it.
 * @example
 * cleanups.push(prefetchModalAfterLoad(({ mountModal }) => mountModal(foyer)))
 */
export function prefetchModalAfterLoad(warm?: (module: Awaited<ReturnType<typeof loadModal>>) => void): () => void {
  let cancelIdle: (() => void) | undefined;
  let cancelled = false;
  const prefetch = () =>
    loadModal()
      .then((module) => {
        if (!cancelled) warm?.(module);
      })
      .catch(() => {});
  const cancelLoad = afterLoad(() => {
    cancelIdle = scheduleIdle(prefetch);
  });
  return () => {
    cancelled = true;
    cancelLoad();
    cancelIdle?.();
  };
}
