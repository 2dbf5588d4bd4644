import type { Foyer } from './Foyer.js';

let current: Foyer | undefined;
const listeners = new Set<() => void>();

/**
 * The page's Foyer instance (created by `createFoyer`), or undefined before that.
 * @example
 * getFoyer()?.open()
 */
export function getFoyer(): Foyer | undefined {
  return current;
}

/** Makes `foyer` the page's instance (or clears it) and tells subscribers. */
export function setFoyer(foyer: Foyer | undefined): void {
  if (current === foyer) return;
  current = foyer;
  for (const listener of [...listeners]) listener();
}

/** Calls `listener` whenever the page's instance changes. Returns the unsubscribe function. */
export function subscribeFoyer(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
