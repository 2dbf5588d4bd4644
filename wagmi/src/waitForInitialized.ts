import type { Foyer } from '@foyer/shell';

/** Resolves once Foyer's start-up finished (its previous session restored, or not). */
export function waitForInitialized(foyer: Foyer): Promise<void> {
  if (foyer.getState().initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = foyer.subscribeState((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
