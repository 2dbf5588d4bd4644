import type { Message } from '@foyer/kernel';

/**
 * Every string the send remote's views and slot show, in English; views import `messages` and write no
 * user-visible text inline (`tests/viewMessages.test.ts`). The object is live: the shell writes the page's
 * language from `locales/<lang>.ts` (typed `SendMessages`, so complete) and the host's overrides
 * (`messages: { send: { ... } }`) into it before a view renders. View titles live in the kernel's
 * `VIEW_TABLE`, the spec's error messages ('Unsupported chain') in its error catalogue; a message with
 * values stays a function so each language orders its words.
 */
export const messages = {
  accountActions: {
    send: 'Send',
  },
  walletSend: {
    token: 'Token',
    chooseToken: 'Select a token',
    balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
    amount: 'Amount',
    max: 'Max',
    maxLabel: (symbol: string) => `Send the most ${symbol} you can`,
    receiver: 'To',
    receiverPlaceholderEvm: 'Address (0x…) or name',
    receiverPlaceholderSolana: 'Solana address or name',
    resolving: (name: string) => `Looking up ${name}…`,
    resolved: (name: string, address: string) => `${name} is ${address}`,
    submit: 'Review send',
    loadingBalances: 'Loading balances…',
    balancesFailed: 'Could not load your balances.',
    noTokens: 'Nothing to send on this network yet.',
    notConnected: 'Connect a wallet to send tokens.',
  },
  problems: {
    empty: 'Enter an amount',
    invalid: 'Enter a number, e.g. 1.5',
    tooManyDecimals: (decimals: number) => `At most ${decimals} decimals for this token`,
    zero: 'Enter an amount above 0',
    insufficient: 'Insufficient funds',
    noToken: 'Select a token',
    noReceiver: 'Enter a receiver',
    invalidAddressEvm: 'Invalid address: enter an EVM address (0x…) or a name',
    invalidAddressSolana: 'Invalid address: enter a Solana address or a name',
    nameNotFound: (name: string) => `No account is registered as ${name} on this network`,
    nameLookupFailed: (name: string) => `Could not look up ${name}`,
    feeUnavailable: 'Could not estimate the network fee',
  },
  selectToken: {
    search: 'Search tokens',
    noMatch: 'No token matches your search.',
  },
  preview: {
    from: 'From',
    to: 'To',
    amount: 'Amount',
    value: 'Value',
    fee: 'Network fee',
    feeEstimating: 'Estimating…',
    newTokenAccount: 'Includes the rent of the receiver’s new token account',
    confirm: 'Send',
    sending: 'Confirm in your wallet…',
    rejected: 'You rejected the transaction in your wallet: nothing was sent.',
    failed: (reason: string) => `The send failed: ${reason}`,
    reverted: 'The transaction was included but failed on chain.',
    incomplete: 'Go back and complete the form.',
    sent: 'Sent',
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the send remote's messages has. */
export type SendMessages = typeof messages;
