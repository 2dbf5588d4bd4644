import type { Message } from '@foyer/kernel';

/**
 * Every string the swaps remote's views and slot show, in English; views import `messages` and write no
 * user-visible text inline (`tests/viewMessages.test.ts`). The object is live: the shell writes the page's
 * language from `locales/<lang>.ts` (typed `SwapsMessages`, so complete) and the host's overrides
 * (`messages: { swaps: { ... } }`) into it before a view renders. View titles live in the kernel's
 * `VIEW_TABLE`, the spec's error messages ('Network not supported for Swaps') in the convert contract; a
 * message with values stays a function so each language orders its words.
 */
export const messages = {
  accountActions: {
    swap: 'Swap',
  },
  swap: {
    from: 'You pay',
    to: 'You receive',
    chooseToken: 'Select a token',
    tokenButton: (side: string, symbol: string, balance: string) => `${side}: ${symbol}, balance ${balance}`,
    balance: (amount: string) => `Balance: ${amount}`,
    amount: 'Amount to swap',
    flip: 'Swap the tokens',
    quoteLabel: 'Quote',
    quoting: 'Getting a quote…',
    enterAmount: 'Enter an amount to see a quote.',
    rate: 'Rate',
    rateValue: (fromSymbol: string, amount: string, toSymbol: string) => `1 ${fromSymbol} ≈ ${amount} ${toSymbol}`,
    priceImpact: 'Price impact',
    priceImpactValue: (percent: string) => `${percent} %`,
    networkFee: 'Network fee',
    minimumReceived: 'Minimum received',
    slippage: (percent: number) => `Includes a ${percent} % slippage tolerance`,
    submit: 'Review swap',
    loadingTokens: 'Loading tokens…',
    tokensFailed: 'Could not load the tokens of this network.',
    notConnected: 'Connect a wallet to swap tokens.',
  },
  problems: {
    empty: 'Enter an amount',
    invalid: 'Enter a number, e.g. 0.1',
    tooManyDecimals: (decimals: number) => `At most ${decimals} decimals for this token`,
    zero: 'Enter an amount above 0',
    insufficient: 'Insufficient funds',
    noQuote: 'Wait for a quote',
  },
  quoteErrors: {
    CONVERT_INSUFFICIENT_LIQUIDITY: 'Insufficient liquidity for this amount',
    CONVERT_NO_POOL: 'No pool trades this pair',
    CONVERT_UNKNOWN_TOKEN: 'This token cannot be swapped here',
    CONVERT_SAME_TOKEN: 'Choose two different tokens',
    CONVERT_INVALID_AMOUNT: 'Enter an amount above 0',
    fallback: 'Could not get a quote',
  },
  selectToken: {
    search: 'Search tokens',
    noMatch: 'No token matches your search.',
  },
  preview: {
    from: 'You pay',
    to: 'You receive',
    minimumReceived: 'Minimum received',
    fee: 'Pool fee',
    networkFee: 'Network fee',
    priceImpact: 'Price impact',
    approveHint: (symbol: string) => `First allow the swap contract to spend your ${symbol}.`,
    approve: (symbol: string) => `Approve ${symbol}`,
    approving: 'Approving… confirm in your wallet, then wait for the chain',
    checkingAllowance: 'Checking the allowance…',
    allowanceFailed: 'Could not read the allowance.',
    confirm: 'Swap',
    requoting: 'The quote expired: getting a fresh one…',
    swapping: 'Swapping… confirm in your wallet, then wait for the chain',
    pending: 'Swap pending…',
    approved: 'Approved',
    swapped: 'Swapped',
    rejected: 'You rejected the transaction in your wallet: nothing was swapped.',
    approvalRejected: 'You rejected the approval in your wallet: nothing was approved.',
    failed: (reason: string) => `The swap failed: ${reason}`,
    approvalFailed: (reason: string) => `The approval failed: ${reason}`,
    incomplete: 'Go back and complete the form.',
  },
} satisfies Record<string, Record<string, Message>>;

/** The shape every translation of the swaps remote's messages has. */
export type SwapsMessages = typeof messages;
