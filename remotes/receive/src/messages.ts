import type { Message } from '@foyer/kernel';

/**
 * Every string the receive remote's views show, in English; views import `messages` and write no
 * user-visible text inline (`tests/viewMessages.test.ts`). The object is live: the shell writes the
 * page's language from `locales/<lang>.ts` (typed `ReceiveMessages`, so complete) and the host's
 * overrides (`messages: { receive: { ... } }`) into it before a view renders. View titles live in the
 * kernel's `VIEW_TABLE`, the spec's error messages in its error catalogue; a message with values
 * stays a function so each language orders its words.
 */
export const messages = {
  walletReceive: {
    qrLabel: (address: string) => `QR code of the address ${address}`,
    address: 'Your address',
    copyAddress: 'Copy address',
    networks: 'Receive on these networks',
    notConnected: 'Connect a wallet to see the address to receive on.',
    copied: 'Address copied',
    copyFailed: 'Could not copy the address',
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the receive remote's messages has. */
export type ReceiveMessages = typeof messages;
