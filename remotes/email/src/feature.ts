import { lazy } from 'react';
import { defineFeature, loadAuthApi } from '@foyer/kernel';
import type { EmailApi } from './EmailApi.js';
import { ConnectEmail } from './slots/ConnectEmail/ConnectEmail.js';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';

/**
 * `foyer_email`: email sign-in with a one-time code through the embedded wallet. The Connect
 * view's email slot, the OTP and device steps and UpdateEmailWallet; the auth remote (reached
 * through the shell, loaded on first use) talks to the secure-site frame. Setup returns the
 * `EmailApi` the shell hands the views and the slot.
 */
export default defineFeature({
  id: 'email',
  views: {
    EmailLogin: lazy(() => import('./views/EmailLogin/EmailLogin.js').then((module) => ({ default: module.EmailLogin }))),
    EmailVerifyOtp: lazy(() =>
      import('./views/EmailVerifyOtp/EmailVerifyOtp.js').then((module) => ({ default: module.EmailVerifyOtp })),
    ),
    EmailVerifyDevice: lazy(() =>
      import('./views/EmailVerifyDevice/EmailVerifyDevice.js').then((module) => ({ default: module.EmailVerifyDevice })),
    ),
    UpdateEmailWallet: lazy(() =>
      import('./views/UpdateEmailWallet/UpdateEmailWallet.js').then((module) => ({ default: module.UpdateEmailWallet })),
    ),
  },
  slots: { ConnectEmail },
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
  setup: ({ shell }): EmailApi => {
    // Warm the auth remote (and its frame) while the user types.
    shell.loadRemoteApi('auth').catch((error: unknown) => shell.logger.warn('The auth remote did not load.', error));
    return { loadAuth: () => loadAuthApi(shell) };
  },
});
