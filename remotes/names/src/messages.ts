import type { ReactNode } from 'react';
import type { Message as KernelMessage } from '@foyer/kernel';

type Message = KernelMessage<ReactNode>;

/**
 * Every string the names remote's views and slot show, in English. The object is live: the shell writes the page's
 * language from `locales/<lang>.ts` (typed `NamesMessages`, so complete) and the host's overrides
 * (`messages: { names: { ... } }`) into it before a view renders; a message with values stays a function so each
 * language orders its words. Not here: view titles (the kernel's `VIEW_TABLE`) and the spec's error messages (the
 * kernel's error catalogue: `RegisterNameError`, `ResolveNameError`, `NameSuggestionsError`, `InvalidAccountNameError`).
 */
export const messages = {
  accountActions: {
    registerName: 'Choose a name',
  },
  registerAccountName: {
    label: 'Account name',
    hint: 'Letters, digits and hyphens, at least 4 characters.',
    checking: 'Checking availability…',
    available: (name: string) => `${name} is available`,
    taken: (name: string) => `${name} is taken`,
    suggestionsTitle: 'Available instead',
    suggestionLabel: (name: string) => `Use ${name}`,
    submit: 'Register name',
    signing: 'Confirm in your wallet…',
    registering: 'Registering…',
    signatureRejected: 'You rejected the signature: the name was not registered.',
    unsupportedAccount: 'Names are available for EVM and Solana accounts.',
  },
  registerAccountNameSuccess: {
    registered: 'Your account name',
    done: 'Back to account',
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the names remote's messages has. */
export type NamesMessages = typeof messages;
