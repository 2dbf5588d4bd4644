import { lazyView } from '@foyer/kernel';

/**
 * The onramp views, lazily loaded and preloadable: the Account view's "Buy crypto" row fetches them once it is shown,
 * so opening the onramp renders at once.
 */
export const onrampViews = {
  OnRampProviders: lazyView(() => import('./OnRampProviders/OnRampProviders.js').then((module) => module.OnRampProviders)),
  OnRampTokenSelect: lazyView(() => import('./OnRampTokenSelect/OnRampTokenSelect.js').then((module) => module.OnRampTokenSelect)),
  OnRampFiatSelect: lazyView(() => import('./OnRampFiatSelect/OnRampFiatSelect.js').then((module) => module.OnRampFiatSelect)),
  BuyInProgress: lazyView(() => import('./BuyInProgress/BuyInProgress.js').then((module) => module.BuyInProgress)),
  OnRampActivity: lazyView(() => import('./OnRampActivity/OnRampActivity.js').then((module) => module.OnRampActivity)),
};

/** Fetches the onramp views' code (a failure is ignored here: opening the view retries and reports it). */
export function preloadOnrampViews(): void {
  for (const view of Object.values(onrampViews)) view.preload().catch(() => {});
}
