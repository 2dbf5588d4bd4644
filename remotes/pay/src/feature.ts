import { defineFeature, paySlice } from '@foyer/kernel';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';
import type { PayApi } from './PayApi.js';
import { payViews } from './views/payViews.js';

/**
 * `foyer_pay`: the payment `foyer.pay(options)` asked for (spec §4 pay). The shell validates the
 * request, records it in the kernel's pay slice and opens `view-Pay`; this remote shows it, pays from
 * the connected wallet (or sends the user to the onramp to buy the asset first), waits until the
 * transaction is mined and reports the outcome in the slice (the shell settles the host's promise).
 */
export default defineFeature({
  id: 'pay',
  views: payViews,
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
  setup: ({ rootReducer, shell }): PayApi => {
    paySlice.injectInto(rootReducer);
    return { sendTransaction: (parameters) => shell.sendTransaction(parameters) };
  },
});
