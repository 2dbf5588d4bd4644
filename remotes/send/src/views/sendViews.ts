import { lazyView } from '@foyer/kernel';

/**
 * The send views, lazily loaded and preloadable: the Account view's Send row fetches them once it is
 * shown, so opening Send renders at once (no fallback, which React would hold for 300 ms).
 */
export const sendViews = {
  WalletSend: lazyView(() => import('./WalletSend/WalletSend.js').then((module) => module.WalletSend)),
  WalletSendSelectToken: lazyView(() => import('./WalletSendSelectToken/WalletSendSelectToken.js').then((module) => module.WalletSendSelectToken)),
  WalletSendPreview: lazyView(() => import('./WalletSendPreview/WalletSendPreview.js').then((module) => module.WalletSendPreview)),
};

/** Fetches the send views' code (a failure is ignored here: opening the view retries and reports it). */
export function preloadSendViews(): void {
  for (const view of Object.values(sendViews)) view.preload().catch(() => {});
}
