import type { ReactNode } from 'react';
import type { Message as KernelMessage } from '@foyer/kernel';

type Message = KernelMessage<ReactNode>;

/**
 * Every string the activity remote's panel shows, in English. The object is live: the shell writes the page's language
 * from `locales/<lang>.ts` (typed `ActivityMessages`, so complete) and the host's overrides
 * (`messages: { activity: { ... } }`) into it before the panel renders; a message with values stays a function so each
 * language orders its words. Not here: the spec's error message 'Failed to fetch transactions' (the kernel's
 * `FetchTransactionsError`).
 */
export const messages = {
  accountActivity: {
    label: 'Transactions',
    loading: 'Loading activity',
    loadingMore: 'Loading more activity',
    loadMore: 'Load more',
    empty: 'No activity yet',
    emptyText: 'Transactions of this account on this network show here.',
    retry: 'Try again',
    sent: 'Sent',
    received: 'Received',
    self: 'Sent to self',
    minted: 'Minted',
    contractCall: 'Contract call',
    deployed: 'Contract deployed',
    transaction: 'Transaction',
    confirmed: 'Confirmed',
    failed: 'Failed',
    pending: 'Pending',
    nft: 'NFT',
    minedAt: (date: string) => `Mined ${date}`,
    andMore: (first: string, more: number) => `${first} +${more} more`,
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the activity remote's messages has. */
export type ActivityMessages = typeof messages;
