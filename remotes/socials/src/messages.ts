import type { Message } from '@foyer/kernel';

/**
 * Every string the socials remote's views and slot show, in English; they import `messages` and write no
 * user-visible text inline (`tests/viewMessages.test.ts`). The object is live: the shell writes the page's
 * language from `locales/<lang>.ts` (typed `SocialsMessages`, so complete) and the host's overrides
 * (`messages: { socials: { ... } }`) into it before a view renders. Not here: view titles (the kernel's
 * `VIEW_TABLE`), the spec's error messages (its error catalogue) and the providers' brand names
 * (`providerLabel`); a message with values stays a function so each language orders its words.
 */
export const messages = {
  connectSocials: {
    label: 'Sign in with a social account',
  },
  connectingSocial: {
    title: (provider: string) => `Continue with ${provider}`,
    signingIn: 'Signing you in…',
    popupHint: (provider: string) => `Connect your ${provider} account in the pop-up window.`,
    tryAgain: 'Try again',
  },
  connectingFarcaster: {
    qrLabel: 'QR code to sign in with Farcaster',
    scanHint: "Scan with your phone's camera or the Farcaster app to sign in.",
    open: 'Open in Farcaster',
    preparing: 'Preparing the Farcaster sign-in…',
    tryAgain: 'Try again',
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the socials remote's messages has. */
export type SocialsMessages = typeof messages;
