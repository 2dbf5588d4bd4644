import { addAppListener, defineFeature, selectActiveAccount, selectActiveCaipNetworkId } from '@foyer/kernel';
import { AccountActions } from './slots/AccountActions/AccountActions.js';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';
import type { SwapsApi } from './SwapsApi.js';
import { swapReset, swapsSlice } from './swapsSlice.js';
import { swapsViews } from './views/swapsViews.js';

/**
 * `foyer_swaps`: token swaps through the Foyer services' convert endpoints (on the dev chain, our own
 * constant-product AMM). The Account view's "Swap" row (`slots.AccountActions`), Swap, SwapSelectToken
 * and SwapPreview. Setup injects the swap slice, resets it whenever the active network or account
 * changes, and returns the `SwapsApi`: the shell's wallet sending for the views.
 */
export default defineFeature({
  id: 'swaps',
  views: swapsViews,
  slots: { AccountActions },
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
  setup: ({ store, rootReducer, shell }): SwapsApi => {
    swapsSlice.injectInto(rootReducer);
    store.dispatch(
      addAppListener({
        // The tokens of one chain mean nothing on another: a network or account switch starts over.
        predicate: (_action, current, previous) =>
          selectActiveCaipNetworkId(current) !== selectActiveCaipNetworkId(previous) ||
          selectActiveAccount(current)?.caipAddress !== selectActiveAccount(previous)?.caipAddress,
        effect: (_action, api) => void api.dispatch(swapReset()),
      }),
    );
    return { sendTransaction: (parameters) => shell.sendTransaction(parameters) };
  },
});
