import { addAppListener, defineFeature, selectActiveAccount } from '@foyer/kernel';
import { onrampReset, onrampSlice } from './onrampSlice.js';
import { AccountActions } from './slots/AccountActions/AccountActions.js';
import { onrampViews } from './views/onrampViews.js';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';

/**
 * `foyer_onramp`: buying crypto with fiat through a provider (spec §7 onramp; our services' development provider).
 * The Account view's "Buy crypto" row (`slots.AccountActions`), OnRampProviders, OnRampTokenSelect, OnRampFiatSelect,
 * BuyInProgress and OnRampActivity. Setup injects the onramp slice and resets it when the active account changes
 * (the destination of a purchase is the connected address).
 */
export default defineFeature({
  id: 'onramp',
  views: onrampViews,
  slots: { AccountActions },
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
  setup: ({ store, rootReducer }) => {
    onrampSlice.injectInto(rootReducer);
    store.dispatch(
      addAppListener({
        predicate: (_action, current, previous) => selectActiveAccount(current)?.caipAddress !== selectActiveAccount(previous)?.caipAddress,
        effect: (_action, api) => void api.dispatch(onrampReset()),
      }),
    );
  },
});
