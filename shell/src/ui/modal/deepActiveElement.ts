/**
 * The focused element, looking through open shadow roots (a focused `<foyer-button>` is the
 * host in `document.activeElement`; the real button is in its shadow root).
 */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  let active = root.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
