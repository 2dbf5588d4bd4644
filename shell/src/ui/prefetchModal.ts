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

