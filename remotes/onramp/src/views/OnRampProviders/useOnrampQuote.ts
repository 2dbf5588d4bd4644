import {
  formatFiatCents,
  mockOnrampQuote,
  ONRAMP_QUOTE_VALIDITY_MS,
  useDebouncedValue,
  useGetOnrampQuoteQuery,
  type OnrampQuote,
  type OnrampQuoteRequest,
} from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useMemo } from 'react';
import type { useOnrampContext } from '../../useOnrampContext.js';
import { validateOnrampAmount } from '../../validateOnrampAmount.js';

/** The quote is asked once the amount has not changed for this long. */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 400;

/** Where the quote stands: no valid amount, being asked, the provider's, a built-in estimate, or none at all. */
export type OnrampQuoteStatus = 'idle' | 'loading' | 'ready' | 'estimate' | 'unavailable';

/** The quote request for the current choices and a settled, valid amount. */
export function quoteRequestOf(context: ReturnType<typeof useOnrampContext>, amount: string): OnrampQuoteRequest | undefined {
  const { provider, target, paymentCurrency, limit } = context;
  const valid = validateOnrampAmount(amount, limit);
  if (!valid.ok || !provider || !target || !paymentCurrency) return undefined;
  return {
    provider: provider.id,
    purchaseCurrency: target.currency.id,
    paymentCurrency: paymentCurrency.id,
    amount: formatFiatCents(valid.cents),
    network: target.network.name,
    ...(limit ? { paymentMethod: limit.id } : {}),
  };
}

/**
 * The quote for what the form says, re-asked when the amount settles (debounced) and before it expires. When the
 * options or the quote failed (spec §8) it is `mockOnrampQuote`'s estimate (`status: 'estimate'`), never used to pay.
 */
export function useOnrampQuote(context: ReturnType<typeof useOnrampContext>) {
  const amount = context.onramp.amount;
  const settledAmount = useDebouncedValue(amount, ONRAMP_QUOTE_DEBOUNCE_MS);
  const request = quoteRequestOf(context, settledAmount);
  const live = useGetOnrampQuoteQuery(request && !context.optionsFallback ? request : skipToken, {
    pollingInterval: ONRAMP_QUOTE_VALIDITY_MS / 2,
    skipPollingIfUnfocused: true,
  });
  const failed = context.optionsFallback || live.isError;
  const requestKey = request ? JSON.stringify(request) : '';
  const options = context.options;
  // The estimate is computed once per request (its expiry would change on every render otherwise).
  const estimate = useMemo(() => (failed && request && options ? mockOnrampQuote(request, options) : undefined), [failed, requestKey, options]);
  const settling = amount !== settledAmount || (live.isFetching && live.currentData === undefined);
  const quote: OnrampQuote | undefined = settling ? undefined : (live.currentData ?? estimate);
  const status: OnrampQuoteStatus =
    request === undefined ? 'idle' : settling || (!failed && live.currentData === undefined) ? 'loading' : live.currentData ? 'ready' : estimate ? 'estimate' : 'unavailable';
  return { quote, status, request, refetch: live.refetch };
}
