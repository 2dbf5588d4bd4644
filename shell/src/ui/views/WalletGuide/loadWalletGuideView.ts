import type { ComponentType } from 'react';

type WalletGuideViews = typeof import('./walletGuideEntry.js');

let guide: Promise<WalletGuideViews> | undefined;

/**
 * A loader for one of the wallet guide's views (WhatIsAWallet, GetWallet): one chunk, off the
 * modal's first chunk, fetched on first use (again after a failure).
 * @example
 * LAZY_SHELL_VIEWS.GetWallet = loadWalletGuideView('GetWallet')
 */
export function loadWalletGuideView(name: keyof WalletGuideViews): () => Promise<ComponentType<{ data: unknown }>> {
  return async () => {
    if (!guide) {
      guide = import('./walletGuideEntry.js');
      guide.catch(() => (guide = undefined));
    }
    return (await guide)[name] as ComponentType<{ data: unknown }>;
  };
}
