import { defineFeature } from '@foyer/kernel';
import { AccountActivity } from './slots/AccountActivity/AccountActivity.js';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';

/**
 * `foyer_activity`: the account's transaction history, EVM and Solana. The Account view's Activity tab
 * (`slots.AccountActivity`) over the kernel's `historyApi` (so a send's `Transactions` invalidation refreshes it);
 * no views of its own.
 */
export default defineFeature({
  id: 'activity',
  views: {},
  slots: { AccountActivity },
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
});
