import type { ReactNode } from 'react';
import type { Message as KernelMessage } from '@foyer/kernel';

type Message = KernelMessage<ReactNode>;

/**
 * Every string the email remote's views, slot and components show, in English; they import `messages` and write no
 * user-visible text inline (`tests/viewMessages.test.ts`). The object is live: the shell writes the page's language
 * from `locales/<lang>.ts` (typed `EmailMessages`, so complete) and the host's overrides (`messages: { email: { ... } }`)
 * into it before a view renders. Not here: view titles (the kernel's `VIEW_TABLE`) and the spec's error messages (its
 * error catalogue). A message with values stays a function (returning the parts in its language's order) so a value
 * rendered as an element, such as the email in bold, keeps its place.
 */
export const messages = {
  emailForm: {
    label: 'Email',
    placeholder: 'Email',
    submit: 'Continue',
    sending: 'Sending…',
  },
  resendCode: {
    resend: 'Resend code',
    resendIn: (seconds: number) => `Resend code in ${seconds}s`,
  },
  emailLogin: {
    hint: 'Sign in with your email: we send you a one-time code.',
  },
  emailVerifyDevice: {
    title: 'Register this device',
    hint: (email: ReactNode) => ['Open the approval link we sent to ', email, ' to continue.'],
    tryAgain: 'Try again',
  },
  emailVerifyOtp: {
    title: 'Enter the code',
    hint: (email: ReactNode) => ['We sent a 6-digit code to ', email],
    codeLabel: 'One-time code',
    codeSent: 'Code sent',
  },
  updateEmailWallet: {
    current: (email: ReactNode) => ['Current email: ', email],
    explain: 'The new email and both codes are entered in the secure window, where this page cannot read them.',
    start: 'Change email',
    waiting: 'Continue in the secure window…',
    updated: (email: string) => `Email updated to ${email}`,
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the email remote's messages has. */
export type EmailMessages = typeof messages;
