/**
 * An element with a class and, optionally, its text. textContent only: every string the frame draws may come from the
 * dapp (messages, typed data, addresses) and is never parsed as HTML.
 * @example
 * const title = element('h1', 'foyer-approval__title', summary.title)
 */
export function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text?: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  if (text !== undefined) node.textContent = text;
  return node;
}
