import type { Message } from '@foyer/kernel';

/**
 * Every string the pay remote's view shows, in English; the view imports `messages` and writes no
 * user-visible text inline (`tests/viewMessages.test.ts`). The object is live: the shell writes the page's
 * language from `locales/<lang>.ts` (typed `PayMessages`, so complete) and the host's overrides
 * (`messages: { pay: { ... } }`) into it before the view renders. The view's title lives in the kernel's
 * `VIEW_TABLE`; the flow's catalogued outcomes ('Payment rejected', 'Insufficient funds', ...) in the
 * kernel's `PAY_ERROR_MESSAGES`; a message with values stays a function so each language orders its words.
 */
export const messages = {
  pay: {
    summary: 'Payment request',
    requestedBy: (dapp: string) => `${dapp} asks you to pay`,
    requestedByUnknown: 'This app asks you to pay',
    amount: 'Amount',
    network: 'Network',
    recipient: 'To',
    methods: 'How would you like to pay?',
    wallet: 'Pay from your wallet',
    walletConnect: 'Connect a wallet to pay',
    walletConnectHint: 'You come back here once connected',
    balance: (amount: string, symbol: string) => `Balance: ${amount} ${symbol}`,
    balanceLoading: 'Checking your balance…',
    balanceUnavailable: 'Could not read your balance',
    onramp: (symbol: string) => `Buy ${symbol}`,
    onrampHint: 'With a card or bank account, then pay here',
    confirm: (amount: string, symbol: string) => `Pay ${amount} ${symbol}`,
    retry: 'Try again',
    chooseMethod: 'Choose how to pay',
    switchNetwork: (network: string) => `Switch to ${network}`,
    paying: 'Confirm in your wallet, then wait for the payment to be mined…',
    paid: 'Payment complete',
    transaction: (hash: string) => `Transaction ${hash}`,
    unavailable: 'No payment is in progress.',
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the pay remote's messages has. */
export type PayMessages = typeof messages;
