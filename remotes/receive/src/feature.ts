import { lazy } from 'react';
import { defineFeature } from '@foyer/kernel';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';

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
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
});
