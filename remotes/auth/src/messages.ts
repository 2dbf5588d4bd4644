import type { ReactNode } from 'react';
import type { Message as KernelMessage } from '@foyer/kernel';

type Message = KernelMessage<ReactNode>;

/**
 * Every string the auth remote's view and slot show, in English; they import `messages` and write no user-visible
 * text inline (`tests/viewMessages.test.ts`). The object is live: the shell writes the page's language from
 * `locales/<lang>.ts` (typed `AuthMessages`, so complete) and the host's overrides (`messages: { auth: { ... } }`)
 * into it before a view renders. View titles live in the kernel's `VIEW_TABLE`, the spec's error messages in its error
 * catalogue. A message with values stays a function (returning the parts in its language's order) so a value rendered
 * as an element keeps its place.
 */
export const messages = {
  accountActions: {
    updateEmail: (email: ReactNode) => ['Update email ', email],
    switchToSmartAccount: 'Switch to smart account',
    switchToEoa: 'Switch to EOA',
  },
  /** The host-page ApproveTransaction view (the approval itself is drawn by the secure frame). */
  approveTransaction: {
    lead: (secureOrigin: string) => `Review and approve this request in the secure window of ${secureOrigin}.`,
    loading: 'Opening the secure window…',
    shown: 'The request is shown in the secure window.',
    idle: 'No request is waiting for approval.',
    frameLabel: 'Secure approval window',
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the auth remote's messages has. */
export type AuthMessages = typeof messages;
