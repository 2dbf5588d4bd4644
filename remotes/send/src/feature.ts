import { addAppListener, defineFeature, selectActiveAccount, selectActiveCaipNetworkId } from '@foyer/kernel';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';
import type { SendApi } from './SendApi.js';
import { sendReset, sendSlice } from './sendSlice.js';
import { AccountActions } from './slots/AccountActions/AccountActions.js';
import { sendViews } from './views/sendViews.js';

/**
 * `foyer_send`: sending tokens (spec §4, §5) on EVM and Solana. The Account view's "Send" row
 * (`slots.AccountActions`), WalletSend, WalletSendSelectToken and WalletSendPreview. Setup injects
 * the send slice, resets it whenever the active network or account changes, and returns the
 * `SendApi`: the shell's wallet sending for the views.
 */
export default defineFeature({
  id: 'send',
  views: sendViews,
  slots: { AccountActions },
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
  setup: ({ store, rootReducer, shell }): SendApi => {
    sendSlice.injectInto(rootReducer);
    store.dispatch(
      addAppListener({
        // Spec §4: switching the active network (or namespace, or account) resets the send state.
        predicate: (_action, current, previous) =>
          selectActiveCaipNetworkId(current) !== selectActiveCaipNetworkId(previous) ||
          selectActiveAccount(current)?.caipAddress !== selectActiveAccount(previous)?.caipAddress,
        effect: (_action, api) => void api.dispatch(sendReset()),
      }),
    );
    return { sendTransaction: (parameters) => shell.sendTransaction(parameters) };
  },
});
