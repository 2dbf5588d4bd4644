import type { Message } from '@foyer/kernel';

/**
 * Every string the receive remote's views show (English only for now); views import `messages`
 * and write no user-visible text inline (`tests/viewMessages.test.ts`). View titles live in the
 * kernel's `VIEW_TABLE`, the spec's error messages in its error catalogue. A translation is a
 * later object of type `ReceiveMessages` chosen instead of this one: the type makes it complete,
 * and a message with values stays a function so each language orders its words. No i18n
 * library: a plain module costs nothing.
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
