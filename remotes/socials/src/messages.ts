import type { Message } from '@foyer/kernel';

/**
 * Every string the socials remote's views and slot show (English only for now); they import
 * `messages` and write no user-visible text inline (`tests/viewMessages.test.ts`). Not here:
 * view titles (the kernel's `VIEW_TABLE`), the spec's error messages (its error catalogue) and
 * the providers' brand names (`providerLabel`). A translation is a later object of type
 * `SocialsMessages` chosen instead of this one: the type makes it complete, and a message with
 * values stays a function so each language orders its words. No i18n library: a plain module
 * costs nothing.
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
