import type { Foyer } from '../../Foyer.js';

/**
 * Calls `listener` when `foyer`'s texts switch to another catalogue (`messagesLocalized`): the connect buttons,
 * which live outside the modal, re-render in the new language. Returns the unsubscribe function.
 */
export function subscribeMessagesLocale(foyer: Pick<Foyer, 'store'>, listener: () => void): () => void {
  let current = foyer.store.getState().options.messagesLocale;
  return foyer.store.subscribe(() => {
    const next = foyer.store.getState().options.messagesLocale;
    if (next === current) return;
    current = next;
    listener();
  });
}
