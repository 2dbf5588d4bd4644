import { lazy } from 'react';
import { defineFeature } from '@foyer/kernel';
import type { NamesApi } from './NamesApi.js';
import { AccountActions } from './slots/AccountActions/AccountActions.js';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';

/**
 * `foyer_names`: account names (spec §4, §5) for EVM and Solana accounts. The Account view's
 * "Choose a name" row (`slots.AccountActions`), RegisterAccountName and its success view. The
 * names endpoints are the kernel's (`namesApi`, so a registration refreshes the identity the
 * Account view shows); setup returns the `NamesApi`: the shell's signing for the views.
 */
export default defineFeature({
  id: 'names',
  views: {
    RegisterAccountName: lazy(() =>
      import('./views/RegisterAccountName/RegisterAccountName.js').then((module) => ({ default: module.RegisterAccountName })),
    ),
    RegisterAccountNameSuccess: lazy(() =>
      import('./views/RegisterAccountNameSuccess/RegisterAccountNameSuccess.js').then((module) => ({
        default: module.RegisterAccountNameSuccess,
      })),
    ),
  },
  slots: { AccountActions },
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
  setup: ({ shell }): NamesApi => ({ signMessage: (parameters) => shell.signMessage(parameters) }),
});
