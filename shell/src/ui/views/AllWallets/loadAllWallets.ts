import type { ComponentType } from 'react';

let allWallets: Promise<ComponentType<{ data: unknown }>> | undefined;

/**
 * The AllWallets view's code (with the list virtualizer), kept off the modal's first chunk so
 * opening the modal stays fast; fetched once, again after a failure.
 */
export function loadAllWallets(): Promise<ComponentType<{ data: unknown }>> {
  if (!allWallets) {
    allWallets = import('./AllWallets.js').then((module) => module.AllWallets as ComponentType<{ data: unknown }>);
    allWallets.catch(() => (allWallets = undefined));
  }
  return allWallets;
}
