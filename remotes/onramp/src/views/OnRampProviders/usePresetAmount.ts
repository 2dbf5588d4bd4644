import { formatFiatCents, mockOnrampQuote, parseUnits, useLazyGetOnrampQuoteQuery } from '@foyer/kernel';
import { useEffect } from 'react';
import { useDispatch } from 'react-redux';
import { presetAmountComputed } from '../../onrampSlice.js';
import type { useOnrampContext } from '../../useOnrampContext.js';
import { quoteRequestOf } from './useOnrampQuote.js';

/** The fiat amount of the reference quote a preset's crypto amount is priced with. */
const REFERENCE_AMOUNT = '100.00';

/**
 * The fiat amount that buys `baseUnits`, given what `referenceCents` buys (fees are proportional): rounded up to the
 * cent, plus one cent for the provider's rounding, and at least `minCents`.
 * @example
 * fiatCentsFor(10n ** 16n, 10_000n, 32_833_333_333_333_333n, 1_000n) // 3047n (30.47)
 */
export function fiatCentsFor(baseUnits: bigint, referenceCents: bigint, referenceBaseUnits: bigint, minCents: bigint): bigint {
  if (referenceBaseUnits <= 0n) return minCents;
  const cents = (baseUnits * referenceCents + referenceBaseUnits - 1n) / referenceBaseUnits + 1n;
  return cents < minCents ? minCents : cents;
}

/**
 * A preset crypto amount (the pay flow buys what it needs) becomes the fiat amount to pay: priced from a reference
 * quote of the provider (or the built-in estimate when it fails), written once while the amount field is empty.
 */
export function usePresetAmount(context: ReturnType<typeof useOnrampContext>): void {
  const dispatch = useDispatch();
  const [getQuote] = useLazyGetOnrampQuoteQuery();
  const { cryptoAmount, amount } = context.onramp;
  const request = quoteRequestOf(context, REFERENCE_AMOUNT);
  const requestKey = request ? JSON.stringify(request) : '';
  const decimals = context.target?.currency.decimals;
  const min = context.limit?.min ?? '0.01';
  const { options, optionsFallback } = context;

  useEffect(() => {
    if (cryptoAmount === null || amount !== '' || !request || decimals === undefined || !options) return;
    const needed = parseUnits(cryptoAmount, decimals);
    if (needed === undefined) return;
    let cancelled = false;
    const priced = optionsFallback ? Promise.resolve(undefined) : getQuote(request, true).then((result) => result.data);
    void priced.then((quote) => {
      const reference = quote ?? mockOnrampQuote(request, options);
      if (cancelled || !reference) return;
      const cents = fiatCentsFor(needed, parseUnits(REFERENCE_AMOUNT, 2) ?? 1n, BigInt(reference.purchaseAmount.baseUnits), parseUnits(min, 2) ?? 1n);
      dispatch(presetAmountComputed(formatFiatCents(cents)));
    });
    return () => {
      cancelled = true;
    };
  }, [cryptoAmount, amount, requestKey, decimals, min, options, optionsFallback]);
}
