import { StyleSheet, CONVERT_ERROR_MESSAGES, formatUnits, SWAP_SLIPPAGE_PERCENT, viewPushed, type FeatureViewProps, type SendAmountProblem, formatTokenAmount } from '@foyer/kernel';
import { useId, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { formatPriceImpact, formatSwapAmount } from '../../formatSwapAmount.js';
import { messages } from '../../messages.js';
import { quoteErrorText } from '../../quoteErrorText.js';
import { swapAmountChanged, swapFlipped } from '../../swapsSlice.js';
import { swapsCss } from '../../swapsCss.js';
import { balanceOf, rateOf } from '../../swapTokens.js';
import { useSwapContext } from '../../useSwapContext.js';
import { quoteArgs, useSwapQuote } from '../../useSwapQuote.js';

const text = messages.swap;

function amountProblemText(problem: SendAmountProblem, decimals: number): string {
  return problem === 'tooManyDecimals' ? messages.problems.tooManyDecimals(decimals) : messages.problems[problem];
}

/**
 * Swap (spec §4 swaps): the token sold and the token bought (each opens SwapSelectToken), the amount
 * (checked against the balance), flip, and the quote of the convert service — output, rate, price
 * impact, network fee and minimum received — asked once typing settles and again on a timer while the
 * view is open. Review opens SwapPreview. Networks without swaps: 'Network not supported for Swaps'.
 */
export function Swap(_props: FeatureViewProps<'Swap'>) {
  const dispatch = useDispatch();
  const context = useSwapContext();
  const { address, network, supported, swap, tokensQuery, balances, from, to, amount } = context;
  const [attempted, setAttempted] = useState(false);
  const ids = { amount: useId(), amountError: useId(), fromLabel: useId(), toLabel: useId(), quote: useId() };
  const { query, settling } = useSwapQuote(supported ? quoteArgs(context) : undefined);

  if (!supported) {
    return (
      <div className="foyer-swap" data-testid="view-Swap" data-state="unsupported">
        <StyleSheet css={swapsCss} />
        <p className="foyer-swap__error" role="alert" data-testid="swap-unsupported">
          {CONVERT_ERROR_MESSAGES.swapsNetworkNotSupported}
        </p>
      </div>
    );
  }
  if (!address) {
    return (
      <div className="foyer-swap" data-testid="view-Swap" data-state="disconnected">
        <StyleSheet css={swapsCss} />
        <p className="foyer-swap__muted">{text.notConnected}</p>
      </div>
    );
  }
  if (!from || !to) {
    return (
      <div className="foyer-swap" data-testid="view-Swap" data-state={tokensQuery.isError ? 'error' : 'loading'}>
        <StyleSheet css={swapsCss} />
        {tokensQuery.isError ? (
          <p className="foyer-swap__error" role="alert">
            {text.tokensFailed}
          </p>
        ) : (
          <p className="foyer-swap__muted" role="status">
            {text.loadingTokens}
          </p>
        )}
      </div>
    );
  }

  const quote = settling ? undefined : query.currentData;
  const quoteState = !amount?.ok ? 'idle' : quote ? 'ready' : settling || query.isFetching ? 'loading' : query.isError ? 'error' : 'loading';
  const showAmountProblem = amount !== undefined && !amount.ok && (attempted || amount.problem !== 'empty');
  const nativeSymbol = network?.nativeCurrency.symbol ?? '';
  const nativeDecimals = network?.nativeCurrency.decimals ?? 18;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (!amount?.ok || !quote) return;
    dispatch(viewPushed({ view: 'SwapPreview' }));
  };

  const tokenButton = (target: 'from' | 'to', labelId: string) => {
    const token = target === 'from' ? from : to;
    const balance = formatSwapAmount(balanceOf(token, balances), token.decimals, token.symbol);
    return (
      <button
        type="button"
        className="foyer-swap__token"
        data-testid={`swap-${target}`}
        data-symbol={token.symbol}
        aria-describedby={labelId}
        onClick={() => dispatch(viewPushed({ view: 'SwapSelectToken', data: { target } }))}
      >
        <span>
          {token.logoUri ? <img className="foyer-swap__icon" src={token.logoUri} alt="" /> : null} {token.symbol}
        </span>
        <span className="foyer-swap__muted">{text.balance(balance)}</span>
      </button>
    );
  };

  return (
    <form className="foyer-swap" data-testid="view-Swap" data-state="editing" onSubmit={submit} noValidate>
      <StyleSheet css={swapsCss} />
      <div className="foyer-swap__group">
        <span className="foyer-swap__label" id={ids.fromLabel}>
          {text.from}
        </span>
        {tokenButton('from', ids.fromLabel)}
        <label className="foyer-swap__label" htmlFor={ids.amount}>
          {text.amount}
        </label>
        <div className="foyer-swap__field" data-invalid={showAmountProblem}>
          <input
            id={ids.amount}
            className="foyer-swap__input"
            data-testid="swap-amount"
            inputMode="decimal"
            autoComplete="off"
            placeholder="0.0"
            value={swap.amount}
            aria-invalid={showAmountProblem}
            aria-describedby={showAmountProblem ? ids.amountError : undefined}
            onChange={(event) => dispatch(swapAmountChanged(event.target.value.replace(',', '.')))}
          />
        </div>
        {showAmountProblem && amount && !amount.ok ? (
          <p className="foyer-swap__error" id={ids.amountError} data-testid="swap-amount-error" data-problem={amount.problem}>
            {amountProblemText(amount.problem, from.decimals)}
          </p>
        ) : null}
      </div>

      <button
        type="button"
        className="foyer-swap__flip"
        data-testid="swap-flip"
        aria-label={text.flip}
        onClick={() => dispatch(swapFlipped({ from: from.address, to: to.address }))}
      >
        <span aria-hidden="true">⇅</span>
      </button>

      <div className="foyer-swap__group">
        <span className="foyer-swap__label" id={ids.toLabel}>
          {text.to}
        </span>
        {tokenButton('to', ids.toLabel)}
      </div>

      <section className="foyer-swap__group" aria-labelledby={ids.quote} aria-live="polite" aria-busy={quoteState === 'loading'} data-testid="swap-quote" data-state={quoteState}>
        <span className="foyer-swap__label" id={ids.quote}>
          {text.quoteLabel}
        </span>
        <output className="foyer-swap__output" data-testid="swap-output" data-amount={quote?.toAmount ?? ''}>
          {quote ? formatSwapAmount(quote.toAmount, to.decimals, to.symbol) : `— ${to.symbol}`}
        </output>
        {quoteState === 'idle' ? <p className="foyer-swap__muted">{text.enterAmount}</p> : null}
        {quoteState === 'loading' ? <p className="foyer-swap__muted">{text.quoting}</p> : null}
        {quoteState === 'error' ? (
          <p className="foyer-swap__error" data-testid="swap-quote-error">
            {quoteErrorText(query.error)}
          </p>
        ) : null}
        {quote ? (
          <dl className="foyer-swap__summary">
            <dt>{text.rate}</dt>
            <dd data-testid="swap-rate">
              {text.rateValue(
                from.symbol,
                formatSwapAmount(rateOf({ fromAmount: BigInt(quote.fromAmount), toAmount: BigInt(quote.toAmount), fromDecimals: from.decimals }), to.decimals, ''),
                to.symbol,
              )}
            </dd>
            <dt>{text.priceImpact}</dt>
            <dd data-testid="swap-price-impact">{text.priceImpactValue(formatPriceImpact(quote.priceImpact))}</dd>
            <dt>{text.networkFee}</dt>
            <dd data-testid="swap-network-fee">{formatTokenAmount(formatUnits(BigInt(quote.networkFee), nativeDecimals), nativeSymbol)}</dd>
            <dt>{text.minimumReceived}</dt>
            <dd data-testid="swap-minimum" data-amount={quote.minimumOut}>
              {formatSwapAmount(quote.minimumOut, to.decimals, to.symbol)}
            </dd>
          </dl>
        ) : null}
        {quote ? <p className="foyer-swap__hint">{text.slippage(SWAP_SLIPPAGE_PERCENT)}</p> : null}
      </section>
      {attempted && amount?.ok && !quote && quoteState !== 'error' ? (
        <p className="foyer-swap__error" role="alert">
          {messages.problems.noQuote}
        </p>
      ) : null}

      <button type="submit" className="foyer-button foyer-button--block" data-testid="swap-submit">
        {text.submit}
      </button>
    </form>
  );
}
