import {
  StyleSheet,
  formatFiat,
  formatFiatCents,
  parseUnits,
  useCreateOnrampUrlMutation,
  viewPushed,
  type FeatureViewProps,
  type FoyerQueryError,
  type OnrampQuote, formatTokenAmount } from '@foyer/kernel';
import { useEffect, useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { forgetCheckoutPopup, isSafeCheckoutUrl, openCheckoutPopup } from '../../checkoutPopup.js';
import { messages } from '../../messages.js';
import { onrampCss } from '../../onrampCss.js';
import { amountChanged, checkoutOpened, paymentMethodSelected, presetApplied, providerSelected } from '../../onrampSlice.js';
import { useOnrampContext } from '../../useOnrampContext.js';
import { validateOnrampAmount, type OnrampAmountProblem } from '../../validateOnrampAmount.js';
import { useOnrampQuote } from './useOnrampQuote.js';
import { usePresetAmount } from './usePresetAmount.js';

const text = messages.providers;

function problemText(problem: OnrampAmountProblem, limit: { min: string; max: string } | undefined, currency: string): string {
  if (problem === 'belowMinimum') return messages.problems.belowMinimum(limit?.min ?? '', currency);
  if (problem === 'aboveMaximum') return messages.problems.aboveMaximum(limit?.max ?? '', currency);
  return messages.problems[problem];
}

function failureReason(error: unknown): string {
  const failure = error as Partial<FoyerQueryError> | undefined;
  return failure?.serverMessage ?? failure?.message ?? String(error);
}

function feeTotal(quote: OnrampQuote): string {
  const cents = quote.fees.reduce((sum, fee) => sum + (parseUnits(fee.amount, 2) ?? 0n), 0n);
  return formatFiat(formatFiatCents(cents), quote.paymentTotal.currency);
}

/**
 * Buy crypto (spec §7 onramp): the provider (the development one says so), what to buy (OnRampTokenSelect), the fiat
 * amount and currency (OnRampFiatSelect), the payment method, and the provider's quote, re-asked as the amount settles.
 * Limits of the method are enforced as the user types, before anything opens. Continue opens the provider's checkout
 * for the connected address in a popup and follows the purchase in BuyInProgress. When the options or the quote fail,
 * the built-in defaults and an estimate are shown, labelled, and Continue waits for the provider (spec §8).
 * `data` (the pay flow) presets the currency, network and crypto amount: the fiat amount is computed for it.
 */
export function OnRampProviders({ data }: FeatureViewProps<'OnRampProviders'>) {
  const dispatch = useDispatch();
  const context = useOnrampContext();
  const { address, supported, onramp, providers, provider, providersQuery, optionsQuery, optionsFallback, target, paymentCurrency, limits, limit, services } = context;
  const ids = { amount: useId(), amountError: useId(), amountHint: useId(), method: useId(), quote: useId(), token: useId(), blocked: useId() };
  const [opening, setOpening] = useState(false);
  const [checkoutError, setCheckoutError] = useState<string | null>(null);
  const [createUrl] = useCreateOnrampUrlMutation();
  const presetKey = data ? JSON.stringify(data) : null;

  useEffect(() => {
    if (data && presetKey !== onramp.presetKey) dispatch(presetApplied(data));
  }, [presetKey]);
  usePresetAmount(context);
  const { quote, status: quoteStatus, refetch } = useOnrampQuote(context);

  if (!supported || !address) {
    return (
      <div className="foyer-onramp" data-testid="view-OnRampProviders" data-state={supported ? 'disconnected' : 'unsupported'}>
        <StyleSheet css={onrampCss} />
        <p className="foyer-onramp__muted" role="status">
          {supported ? text.notConnected : text.unsupported}
        </p>
      </div>
    );
  }

  const currency = paymentCurrency?.id ?? '';
  const validation = validateOnrampAmount(onramp.amount, limit);
  const showProblem = !validation.ok && validation.problem !== 'empty';
  const estimate = quoteStatus === 'estimate';
  const canContinue = validation.ok && quoteStatus === 'ready' && quote !== undefined && provider !== undefined && target !== undefined && !opening;

  const retryService = () => {
    if (optionsFallback) void optionsQuery.refetch();
    else void refetch();
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canContinue || !quote || !provider || !target) return;
    setCheckoutError(null);
    setOpening(true);
    // Opened now, on the click: a popup opened after the request would be blocked.
    const popup = openCheckoutPopup();
    try {
      const { url, purchaseId } = await createUrl({
        provider: provider.id,
        destinationWallets: [{ address, blockchains: [target.network.name], assets: [target.currency.id] }],
        defaultNetwork: target.network.name,
        partnerUserId: address,
        defaultExperience: 'buy',
        presetFiatAmount: quote.paymentTotal.amount,
        presetCryptoAmount: quote.purchaseAmount.amount,
        quoteId: quote.quoteId,
      }).unwrap();
      if (!isSafeCheckoutUrl(url, services.apiUrl)) {
        forgetCheckoutPopup();
        setCheckoutError(text.unsafeCheckout);
        setOpening(false);
        return;
      }
      if (popup) popup.location.href = url;
      dispatch(checkoutOpened({ purchaseId, url, popupBlocked: popup === null }));
      dispatch(viewPushed({ view: 'BuyInProgress', data: { purchaseId } }));
    } catch (error) {
      forgetCheckoutPopup();
      setCheckoutError(text.checkoutFailed(failureReason(error)));
      setOpening(false);
    }
  };

  return (
    <form className="foyer-onramp" data-testid="view-OnRampProviders" data-state={opening ? 'opening' : 'editing'} onSubmit={submit} noValidate>
      <StyleSheet css={onrampCss} />
      {optionsFallback ? (
        <p className="foyer-onramp__estimate" role="status" data-testid="onramp-options-fallback">
          {messages.quote.optionsFallback}
        </p>
      ) : null}

      <fieldset className="foyer-onramp__group">
        <legend className="foyer-onramp__label">{text.provider}</legend>
        {providersQuery.isLoading ? <p className="foyer-onramp__muted" role="status">{text.loadingProviders}</p> : null}
        <ul className="foyer-onramp__list">
          {providers.map((candidate) => (
            <li key={candidate.id}>
              <button
                type="button"
                className="foyer-onramp__row"
                data-testid={`onramp-provider-${candidate.id}`}
                aria-pressed={candidate.id === provider?.id}
                onClick={() => dispatch(providerSelected(candidate.id))}
              >
                <span className="foyer-onramp__stack">
                  <span>{candidate.name}</span>
                  {candidate.development ? <span className="foyer-onramp__badge">{text.development}</span> : null}
                </span>
                <span className="foyer-onramp__muted">{text.feeRange(candidate.feeRange.min, candidate.feeRange.max)}</span>
              </button>
            </li>
          ))}
        </ul>
      </fieldset>

      <div className="foyer-onramp__group">
        <span className="foyer-onramp__label" id={ids.token}>
          {text.buy}
        </span>
        <button
          type="button"
          className="foyer-onramp__row"
          data-testid="onramp-token"
          data-currency={target?.currency.id}
          data-network={target?.network.name}
          aria-labelledby={`${ids.token} ${ids.token}-value`}
          onClick={() => dispatch(viewPushed({ view: 'OnRampTokenSelect' }))}
        >
          <span id={`${ids.token}-value`}>{target ? text.tokenOn(target.currency.symbol, target.network.display_name) : optionsQuery.isLoading ? text.chooseToken : text.noCurrencies}</span>
        </button>
      </div>

      <div className="foyer-onramp__group">
        <label className="foyer-onramp__label" htmlFor={ids.amount}>
          {text.amount}
        </label>
        <div className="foyer-onramp__field" data-invalid={showProblem}>
          <input
            id={ids.amount}
            className="foyer-onramp__input"
            data-testid="onramp-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder={text.amountPlaceholder}
            value={onramp.amount}
            aria-invalid={showProblem}
            aria-describedby={showProblem ? ids.amountError : ids.amountHint}
            onChange={(event) => dispatch(amountChanged(event.target.value.replace(',', '.')))}
          />
          <button
            type="button"
            className="foyer-onramp__fiat"
            data-testid="onramp-fiat"
            data-currency={currency}
            aria-label={text.payWith(currency)}
            onClick={() => dispatch(viewPushed({ view: 'OnRampFiatSelect' }))}
          >
            {currency}
          </button>
        </div>
        <p className="foyer-onramp__hint" id={ids.amountHint}>
          {onramp.cryptoAmount && target ? text.needed(onramp.cryptoAmount, target.currency.symbol) : limit ? messages.fiatSelect.limits(limit.min, limit.max, currency) : ''}
        </p>
        {showProblem && !validation.ok ? (
          <p className="foyer-onramp__error" id={ids.amountError} role="alert" data-testid="onramp-amount-error" data-problem={validation.problem}>
            {problemText(validation.problem, limit, currency)}
          </p>
        ) : null}
      </div>

      {limits.length > 0 ? (
        <fieldset className="foyer-onramp__group">
          <legend className="foyer-onramp__label">{text.method}</legend>
          <div className="foyer-onramp__methods">
            {limits.map((method) => (
              <label key={method.id}>
                <input
                  type="radio"
                  name={ids.method}
                  value={method.id}
                  data-testid={`onramp-method-${method.id}`}
                  checked={method.id === limit?.id}
                  onChange={() => dispatch(paymentMethodSelected(method.id))}
                />
                {text.methods[method.id]}
              </label>
            ))}
          </div>
        </fieldset>
      ) : null}

      <section className="foyer-onramp__group" aria-labelledby={ids.quote} aria-live="polite" data-testid="onramp-quote" data-state={quoteStatus} data-base-units={quote?.purchaseAmount.baseUnits}>
        <span className="foyer-onramp__label" id={ids.quote}>
          {messages.quote.title}
        </span>
        {estimate ? (
          <p className="foyer-onramp__estimate" data-testid="onramp-quote-estimate">
            {messages.quote.estimate}
          </p>
        ) : null}
        {quote ? (
          <dl className="foyer-onramp__summary">
            <dt>{messages.quote.receive}</dt>
            <dd data-testid="onramp-quote-amount" title={quote.purchaseAmount.amount}>{formatTokenAmount(quote.purchaseAmount.amount, target?.currency.symbol ?? quote.purchaseAmount.currency)}</dd>
            <dt>{messages.quote.fees}</dt>
            <dd data-testid="onramp-quote-fees">{feeTotal(quote)}</dd>
            <dt>{messages.quote.total}</dt>
            <dd data-testid="onramp-quote-total">{formatFiat(quote.paymentTotal.amount, quote.paymentTotal.currency)}</dd>
          </dl>
        ) : quoteStatus === 'loading' ? (
          <p className="foyer-onramp__muted">{messages.quote.loading}</p>
        ) : quoteStatus === 'unavailable' ? (
          <p className="foyer-onramp__muted">{messages.quote.unavailable}</p>
        ) : null}
      </section>

      {estimate || (optionsFallback && quoteStatus !== 'ready') ? (
        <div className="foyer-onramp__group">
          <p className="foyer-onramp__hint" id={ids.blocked} data-testid="onramp-continue-blocked">
            {messages.quote.estimateBlocked}
          </p>
          <button type="button" className="foyer-button foyer-button--secondary" data-testid="onramp-retry" onClick={retryService}>
            {messages.quote.retry}
          </button>
        </div>
      ) : null}

      {checkoutError ? (
        <p className="foyer-onramp__error" role="alert" data-testid="onramp-checkout-error">
          {checkoutError}
        </p>
      ) : null}

      <button
        type="submit"
        className="foyer-button foyer-button--block"
        data-testid="onramp-continue"
        disabled={!canContinue}
        aria-describedby={estimate ? ids.blocked : showProblem ? ids.amountError : undefined}
      >
        {opening ? text.opening : text.continue}
      </button>
      <button type="button" className="foyer-onramp__link" data-testid="onramp-purchases" onClick={() => dispatch(viewPushed({ view: 'OnRampActivity' }))}>
        {text.purchases}
      </button>
    </form>
  );
}
