type ModalModule = typeof import('./mountModal.js');

let modalModule: Promise<ModalModule> | undefined;

/**
 * The modal's code (React DOM, the views, the virtualizer), fetched once for the page: on intent
 * (see `prefetchModal`) or on the first open. A failed fetch is forgotten, so the next call retries.
 * @example
 * const { mountModal } = await loadModal()
 */
export function loadModal(): Promise<ModalModule> {
  if (!modalModule) {
    modalModule = import('./mountModal.js');
    modalModule.catch(() => (modalModule = undefined));
  }
  return modalModule;
}

