import { StyleSheetContext, adoptStyleSheet, attachReactHooks, selectOptions } from '@foyer/kernel';
import { reactHooksModule } from '@reduxjs/toolkit/query/react';
import { createElement } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Provider } from 'react-redux';
import { Modal } from './modal/Modal.js';
import { defineModalElement, MODAL_TAG } from './modalElement.js';
import type { Foyer } from '../Foyer.js';
import { servicesApiModule } from '../store/servicesApiModule.js';
import { modalStyles } from './styles/modalStyles.js';

/** What the modal needs from a Foyer instance: its store. */
export type ModalFoyer = Pick<Foyer, 'store'>;

export type MountModalOptions = {
  /** Keep the closed dialog rendered hidden on the Connect view, so the first open only shows it (see `Modal`). */
  standby?: boolean;
};

type Mounted = { foyer: ModalFoyer; element: HTMLElement; root: Root; created: boolean; releaseStyles: () => void };

let mounted: Mounted | null = null;

/**
 * Renders the modal for `foyer` into `<foyer-modal>`'s open shadow root: appended to
 * `document.body`, or, in embedded mode, into the `<foyer-modal>` element the page placed.
 * Idempotent: later calls for the same instance do nothing; a different instance replaces it.
 * @example
 * const { mountModal } = await import('./ui/mountModal.js')
 * mountModal(foyer, { standby: true })
 */
export function mountModal(foyer: ModalFoyer, options: MountModalOptions = {}): void {
  if (mounted?.foyer === foyer && mounted.element.isConnected) return;
  // The views (and remotes) use the services API and its hooks, which ship with the modal's code.
  foyer.store.injectServicesApi(servicesApiModule);
  attachReactHooks(reactHooksModule());
  unmountModal();
  defineModalElement();
  const { enableEmbedded: embedded, cspNonce: nonce } = selectOptions(foyer.store.getState());
  const placed = embedded ? document.querySelector<HTMLElement>(MODAL_TAG) : null;
  const element = placed ?? document.createElement(MODAL_TAG);
  if (!placed) document.body.append(element);
  const shadow = element.shadowRoot ?? element.attachShadow({ mode: 'open' });

  const container = document.createElement('div');
  shadow.replaceChildren(container);
  // Constructable stylesheets, not `<style>`: a strict `style-src` policy lets them through (see `StyleSheet`).
  const releaseStyles = adoptStyleSheet(modalStyles, { root: shadow, nonce });

  const { logger } = foyer.store.extra;
  const root = createRoot(container, {
    identifierPrefix: 'foyer-',
    // A view's failure is already on screen (its boundary's fallback); tell the developer in debug mode only.
    onCaughtError: (error, info) => logger.error('A modal view failed.', error, info.componentStack),
    onUncaughtError: (error, info) => logger.error('The modal failed.', error, info.componentStack),
    onRecoverableError: (error) => logger.warn('The modal recovered from an error.', error),
  });
  root.render(
    createElement(Provider, {
      store: foyer.store,
      children: createElement(StyleSheetContext.Provider, {
        value: { root: shadow, nonce },
        children: createElement(Modal, { embedded: placed !== null, standby: options.standby === true }),
      }),
    }),
  );
  mounted = { foyer, element, root, created: placed === null, releaseStyles };
}

/**
 * Removes the modal (its React root, and the element when `mountModal` created it); given
 * `foyer`, only if the modal is that instance's (a replaced instance leaves its successor's alone).
 */
export function unmountModal(foyer?: ModalFoyer): void {
  if (!mounted || (foyer !== undefined && mounted.foyer !== foyer)) return;
  const { element, root, created, releaseStyles } = mounted;
  mounted = null;
  root.unmount();
  releaseStyles();
  if (created) element.remove();
  else element.shadowRoot?.replaceChildren();
}
