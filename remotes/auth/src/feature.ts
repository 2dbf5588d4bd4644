import { lazy } from 'react';
import { defineFeature, type FeatureSetupContext } from '@foyer/kernel';
import { createAuthAdapter } from './adapter/createAuthAdapter.js';
import type { AuthAdapter } from './adapter/AuthAdapter.js';
import { authSlice } from './authSlice.js';
import { AccountActions } from './slots/AccountActions.js';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';

export type { AuthAdapter, EmailLoginAction } from './adapter/AuthAdapter.js';

/**
 * `foyer_auth`: the embedded wallet's AUTH connector (adapter remote). Setup injects the auth
 * slice, creates the frame messenger and the EIP-1193 provider, announces the connector, syncs
 * theme and dapp data, and returns the `AuthAdapter`: the kernel's `AuthApi` the shell and the email
 * and socials remotes reach with `shell.loadRemoteApi('auth')`, which the shell also hands this
 * remote's view and slot (`api`).
 */
export default defineFeature({
  id: 'auth',
  views: {
    ApproveTransaction: lazy(() =>
      import('./views/ApproveTransaction/ApproveTransaction.js').then((module) => ({ default: module.ApproveTransaction })),
    ),
  },
  slots: { AccountActions },
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
  setup: ({ store, rootReducer, shell }: FeatureSetupContext): AuthAdapter => {
    authSlice.injectInto(rootReducer);
    const adapter = createAuthAdapter({ store, shell });
    const warn = (what: string) => (error: unknown) => shell.logger.warn(`Could not sync the ${what} to the embedded wallet.`, error);
    adapter.syncDappData().catch(warn('dapp data'));
    adapter.syncTheme().catch(warn('theme'));
    return adapter;
  },
});
