/** Tag of the custom element that hosts the modal's shadow root. */
export const MODAL_TAG = 'foyer-modal';

/**
 * Defines `<foyer-modal>` once: a plain element with an open shadow root (Playwright and test
 * ids reach inside; page styles do not). Elements the page placed before definition are upgraded.
 */
export function defineModalElement(): void {
  if (customElements.get(MODAL_TAG)) return;
  customElements.define(
    MODAL_TAG,
    class FoyerModalElement extends HTMLElement {
      constructor() {
        super();
        if (!this.shadowRoot) this.attachShadow({ mode: 'open' });
      }
    },
  );
}
