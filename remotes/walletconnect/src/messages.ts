import type { Message } from '@foyer/kernel';

/**
 * Every string the WalletConnect remote's views show, in English; views import `messages` and write no
 * user-visible text inline (`tests/viewMessages.test.ts`). The object is live: the shell writes the page's
 * language from `locales/<lang>.ts` (typed `WalletConnectMessages`, so complete) and the host's overrides
 * (`messages: { walletconnect: { ... } }`) into it before a view renders. View titles live in the kernel's
 * `VIEW_TABLE`, the spec's error messages in its error catalogue; a message with values stays a function
 * so each language orders its words.
 */
export const messages = {
  /** What the pairing panel says under the code, per state. */
  pairing: {
    initializing: 'Creating a pairing code…',
    pairing: 'Scan this code with a WalletConnect wallet, or copy the link into one.',
    expired: 'This code expired. Creating a new one…',
    renewed: 'The previous code expired. Scan this new one.',
    rejected: 'The wallet declined the connection. You can try again.',
    relayDown: 'The WalletConnect relay does not answer. Pairing resumes by itself once it is back, or try again.',
    error: 'The pairing did not complete. Try again.',
    sessionActive: 'A wallet is already connected through WalletConnect. Disconnect it (Account or Wallets) to pair another one.',
  },
  pairingPanel: {
    tryAgain: 'Try again',
    copyLink: 'Copy link',
    linkCopied: 'Link copied',
    copyFailed: 'Could not copy the link',
    qrLabel: 'QR code to scan with a WalletConnect wallet',
  },
  deepLinks: {
    title: 'Open in a wallet',
    basicTitle: 'Wallets',
    open: (wallet: string) => `Open ${wallet}`,
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the WalletConnect remote's messages has. */
export type WalletConnectMessages = typeof messages;
