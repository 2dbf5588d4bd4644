import { SWAP_QUOTE_DEBOUNCE_MS, SWAP_REQUOTE_INTERVAL_MS, useDebouncedValue, useGetSwapQuoteQuery, type ConvertQuoteQuery } from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSwapContext } from './useSwapContext.js';

export type SwapContext = ReturnType<typeof useSwapContext>;

/** The quote query's arguments for the pair and a valid amount, or none. */
export function quoteArgs({ account, from, to, amount }: Pick<SwapContext, 'account' | 'from' | 'to' | 'amount'>): ConvertQuoteQuery | undefined {
  if (!account?.caipAddress || !from || !to || !amount?.ok) return undefined;
  return { amount: amount.value.toString(), userAddress: account.caipAddress, from: from.address, to: to.address };
}

/**
 * The Swap view's quote: asked once the typed arguments have settled for `SWAP_QUOTE_DEBOUNCE_MS`, asked
 * again every `SWAP_REQUOTE_INTERVAL_MS` while the view is open. `settling` while the typed arguments
 * are ahead of the asked ones.
 */
export function useSwapQuote(args: ConvertQuoteQuery | undefined) {
  const key = args ? JSON.stringify(args) : '';
  const settledKey = useDebouncedValue(key, SWAP_QUOTE_DEBOUNCE_MS);
  const asked = settledKey === key ? args : undefined;
  const query = useGetSwapQuoteQuery(asked ?? skipToken, { pollingInterval: SWAP_REQUOTE_INTERVAL_MS, skipPollingIfUnfocused: false });
  return { query, settling: args !== undefined && settledKey !== key };
}
