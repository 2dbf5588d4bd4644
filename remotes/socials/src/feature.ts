import { lazy } from 'react';
import { defineFeature, loadAuthApi } from '@foyer/kernel';
import { CATALOGUES } from './locales/index.js';
import { messages } from './messages.js';
import type { SocialsApi } from './SocialsApi.js';
import { ConnectSocials } from './slots/ConnectSocials/ConnectSocials.js';

/**
 * `foyer_socials`: social sign-in (Google, GitHub, Apple, Facebook, X, Discord by popup;
 * Farcaster by QR) through the embedded wallet. The Connect view's social slot, ConnectingSocial
 * and ConnectingFarcaster; the auth remote talks to the secure-site frame. Setup returns the
 * `SocialsApi` the shell hands the views and the slot.
 */
export default defineFeature({
  id: 'socials',
  views: {
    ConnectingSocial: lazy(() =>
      import('./views/ConnectingSocial/ConnectingSocial.js').then((module) => ({ default: module.ConnectingSocial })),
    ),
    ConnectingFarcaster: lazy(() =>
      import('./views/ConnectingFarcaster/ConnectingFarcaster.js').then((module) => ({ default: module.ConnectingFarcaster })),
    ),
  },
  slots: { ConnectSocials },
  // Its texts in the page's language: the shell writes the chosen catalogue (and the host's overrides) into `messages`.
  messages: { live: messages, catalogues: CATALOGUES },
  setup: ({ shell }): SocialsApi => {
    shell.loadRemoteApi('auth').catch((error: unknown) => shell.logger.warn('The auth remote did not load.', error));
    return { loadAuth: () => loadAuthApi(shell) };
  },
});
