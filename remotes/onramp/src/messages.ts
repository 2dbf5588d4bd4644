import type { Message } from '@foyer/kernel';

/**
 * Every string the onramp remote's views and slot show, in English; views import `messages` and write no
 * user-visible text inline (`tests/viewMessages.test.ts`). The object is live: the shell writes the page's language
 * from `locales/<lang>.ts` (typed `OnrampMessages`, so complete) and the host's overrides (`messages: { onramp: { ... } }`)
 * into it before a view renders. View titles live in the kernel's `VIEW_TABLE`; a message with values stays a
 * function so each language orders its words.
 */
export const messages = {
  accountActions: {
    buy: 'Buy crypto',
  },
  providers: {
    provider: 'Provider',
    development: 'Development provider — no real money',
    feeRange: (min: number, max: number) => `Fees ${min}–${max} %`,
    loadingProviders: 'Loading providers…',
    buy: 'You buy',
    chooseToken: 'Select a token',
    tokenOn: (symbol: string, network: string) => `${symbol} on ${network}`,
    payWith: (currency: string) => `Pay with ${currency}: change the currency`,
    amount: 'Amount',
    amountPlaceholder: '0.00',
    method: 'Payment method',
    methods: { card: 'Card', bank_account: 'Bank account' },
    needed: (amount: string, symbol: string) => `Amount for ${amount} ${symbol}`,
    purchases: 'Purchases',
    continue: 'Continue',
    opening: 'Opening the checkout…',
    notConnected: 'Connect a wallet to buy crypto.',
    unsupported: 'Buying crypto is available for EVM and Solana accounts.',
    noCurrencies: 'This provider sells nothing for this account’s network.',
    checkoutFailed: (reason: string) => `Could not open the checkout: ${reason}`,
    unsafeCheckout: 'The provider answered with a checkout address we do not trust.',
  },
  quote: {
    title: 'Quote',
    receive: 'You receive',
    fees: 'Fees',
    total: 'Total',
    updating: 'Updating the quote…',
    loading: 'Getting a quote…',
    estimate: 'Estimate: the provider did not answer, so this price comes from built-in rates.',
    optionsFallback: 'The provider’s options could not be loaded: showing the built-in defaults.',
    estimateBlocked: 'Checkout needs a live quote from the provider. Try again in a moment.',
    retry: 'Try again',
    unavailable: 'No quote for this currency.',
  },
  problems: {
    empty: 'Enter an amount',
    invalid: 'Enter an amount such as 100 or 100.50',
    belowMinimum: (min: string, currency: string) => `Minimum purchase is ${min} ${currency}`,
    aboveMaximum: (max: string, currency: string) => `Maximum purchase is ${max} ${currency}`,
  },
  tokenSelect: {
    list: 'Tokens you can buy',
    empty: 'This provider sells nothing for this account’s network.',
  },
  fiatSelect: {
    list: 'Currencies you can pay with',
    limits: (min: string, max: string, currency: string) => `${min}–${max} ${currency}`,
  },
  inProgress: {
    loading: 'Loading the purchase…',
    pending: 'Complete the payment in the checkout window.',
    delivering: 'Payment received: the provider is sending your crypto…',
    completed: 'Purchase complete',
    received: (amount: string, symbol: string) => `You received ${amount} ${symbol}`,
    transaction: 'Transaction',
    failed: 'The purchase failed',
    failedReason: (reason: string) => `Reason: ${reason}`,
    unknownReason: 'The provider gave no reason.',
    expired: 'The checkout expired before payment.',
    closed: 'Checkout closed',
    closedHint: 'You closed the checkout before paying. Open it again to finish the purchase.',
    retry: 'Open the checkout again',
    blocked: 'Your browser blocked the checkout window.',
    openCheckout: 'Open the checkout',
    statusFailed: 'Could not read the purchase status. Retrying…',
    done: 'Done',
    purchases: 'View purchases',
  },
  activity: {
    loading: 'Loading purchases…',
    failed: 'Could not load your purchases.',
    retry: 'Try again',
    empty: 'No purchases yet.',
    item: (amount: string, symbol: string, total: string) => `${amount} ${symbol} for ${total}`,
    status: {
      pending: 'Waiting for payment',
      delivering: 'Delivering',
      completed: 'Completed',
      failed: 'Failed',
      expired: 'Expired',
    },
  },
} satisfies Record<string, Record<string, Message | Record<string, Message>>>;

/** The shape every translation of the onramp remote's messages has. */
export type OnrampMessages = typeof messages;
