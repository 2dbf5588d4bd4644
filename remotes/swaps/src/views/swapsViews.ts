import { lazyView } from '@foyer/kernel';

/**
 * The swap views, lazily loaded and preloadable: the Account view's Swap row fetches them once it is
 * shown, so opening Swap renders at once (no fallback, which React would hold for 300 ms).
 */
export const swapsViews = {
  Swap: lazyView(() => import('./Swap/Swap.js').then((module) => module.Swap)),
  SwapSelectToken: lazyView(() => import('./SwapSelectToken/SwapSelectToken.js').then((module) => module.SwapSelectToken)),
  SwapPreview: lazyView(() => import('./SwapPreview/SwapPreview.js').then((module) => module.SwapPreview)),
};

/** Fetches the swap views' code (a failure is ignored here: opening the view retries and reports it). */
export function preloadSwapsViews(): void {
  for (const view of Object.values(swapsViews)) view.preload().catch(() => {});
}
