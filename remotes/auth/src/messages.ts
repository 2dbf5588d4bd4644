import type { ReactNode } from 'react';
import type { Message as KernelMessage } from '@foyer/kernel';

type Message = KernelMessage<ReactNode>;

/**
 * Every string the auth remote's views and slots show (English only for now); they import
 * `messages` and write no user-visible text inline (`tests/viewMessages.test.ts`). View titles
 * live in the kernel's `VIEW_TABLE`, the spec's error messages in its error catalogue. A
 * translation is a later object of type `AuthMessages` chosen instead of this one: the type makes
 * it complete, and a message with values stays a function (returning the parts in its language's
 * order) so a value rendered as an element keeps its place. No i18n library: a plain module costs
 * nothing.
 */
export const messages = {
  accountActions: {
    updateEmail: (email: ReactNode) => ['Update email ', email],
    switchToSmartAccount: 'Switch to smart account',
    switchToEoa: 'Switch to EOA',
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the auth remote's messages has. */
export type AuthMessages = typeof messages;
