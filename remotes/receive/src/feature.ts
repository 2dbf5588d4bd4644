import { lazy } from 'react';
import { defineFeature } from '@foyer/kernel';

/**
 * `foyer_receive`: the WalletReceive view, opened from the Account view. It needs no slice
 * or endpoint of its own: it reads the account and networks from the kernel's store.
 */
export default defineFeature({
  id: 'receive',
  views: {
    WalletReceive: lazy(() =>
      import('./views/WalletReceive/WalletReceive.js').then((module) => ({ default: module.WalletReceive })),
    ),
  },
});
