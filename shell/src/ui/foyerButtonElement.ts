import { attachStyleSheet } from '@foyer/kernel';
import type { Foyer } from '../Foyer.js';
import { getFoyer, subscribeFoyer } from '../foyerInstance.js';
import type { FoyerAccount } from '../snapshots/selectFoyerAccount.js';
import { connectButtonCss } from './connectButtonCss.js';
import { connectButtonText } from './connectButtonText.js';
import { subscribeMessagesLocale } from './i18n/subscribeMessagesLocale.js';
import { prefetchModal } from './prefetchModal.js';

/** Tag of the connect button custom element. */
export const FOYER_BUTTON_TAG = 'foyer-button';

/** Signs that the user is about to click: the modal's code starts loading (see `prefetchModal`). */
const INTENT_EVENTS = ['pointerenter', 'focus', 'touchstart'] as const;

/**
 * Registers `<foyer-button label="…" size="md|sm">`: the connect button for pages without React,
 * in an open shadow root, following the page's Foyer instance (created before or after). Plain
 * DOM, no React. Safe to call twice; does nothing where custom elements do not exist (SSR).
 * @example
 * defineFoyerElements()
 * document.body.insertAdjacentHTML('beforeend', '<foyer-button label="Sign in"></foyer-button>')
 */
export function defineFoyerElements(): void {
  if (typeof customElements === 'undefined' || customElements.get(FOYER_BUTTON_TAG)) return;
  customElements.define(FOYER_BUTTON_TAG, createFoyerButtonClass());
}

function createFoyerButtonClass() {
  return class FoyerButtonElement extends HTMLElement {
    static observedAttributes = ['label', 'size'];
    readonly #button: HTMLButtonElement;
    #unsubscribe: (() => void) | undefined;

    constructor() {
      super();
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      this.#button = document.createElement('button');
      this.#button.type = 'button';
      this.#button.className = 'foyer-connect-button';
      this.#button.setAttribute('part', 'button');
      this.#button.dataset.testid = 'connect-button';
      this.#button.addEventListener('click', () => void getFoyer()?.open().catch(() => {}));
      for (const type of INTENT_EVENTS) this.#button.addEventListener(type, prefetchModal, { passive: true });
      shadow.replaceChildren(this.#button);
      // An adopted sheet, not `<style>`: allowed by a strict `style-src` policy.
      attachStyleSheet(`:host { display: inline-block; }\n${connectButtonCss}`, { root: shadow, nonce: getFoyer()?.store.getState().options.cspNonce });
    }

    connectedCallback() {
      this.#unsubscribe?.();
      let unsubscribeAccount = this.#follow(getFoyer());
      const unsubscribeInstance = subscribeFoyer(() => {
        unsubscribeAccount?.();
        unsubscribeAccount = this.#follow(getFoyer());
      });
      this.#unsubscribe = () => {
        unsubscribeAccount?.();
        unsubscribeInstance();
      };
    }

    disconnectedCallback() {
      this.#unsubscribe?.();
      this.#unsubscribe = undefined;
    }

    attributeChangedCallback() {
      this.#render(getFoyer()?.getAccount());
    }

    #follow(foyer: Foyer | undefined): (() => void) | undefined {
      this.#render(foyer?.getAccount());
      if (!foyer) return undefined;
      const unsubscribeAccount = foyer.subscribeAccount((account) => this.#render(account));
      const unsubscribeTexts = subscribeMessagesLocale(foyer, () => this.#render(foyer.getAccount()));
      return () => {
        unsubscribeAccount();
        unsubscribeTexts();
      };
    }

    #render(account: FoyerAccount | undefined) {
      const button = this.#button;
      const status = account?.status ?? 'disconnected';
      const connected = account?.isConnected === true;
      const state = connected ? 'connected' : status === 'connecting' ? 'connecting' : 'disconnected';
      button.dataset.state = state;
      button.dataset.size = this.getAttribute('size') === 'sm' ? 'sm' : 'md';
      if (state === 'connecting') button.setAttribute('aria-busy', 'true');
      else button.removeAttribute('aria-busy');
      const text = connectButtonText({ status, address: account?.address, label: this.getAttribute('label') ?? undefined });
      const children: Node[] = [];
      if (connected) {
        const dot = document.createElement('span');
        dot.className = 'foyer-connect-button__dot';
        dot.setAttribute('aria-hidden', 'true');
        children.push(dot);
      }
      children.push(document.createTextNode(text));
      button.replaceChildren(...children);
    }
  };
}
