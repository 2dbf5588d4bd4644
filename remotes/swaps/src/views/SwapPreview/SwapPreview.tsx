import {
  StyleSheet,
  convertApi,
  formatUnits,
  isUserRejection,
  routerReset,
  SWAP_QUOTE_VALIDITY_MS,
  SWAP_SLIPPAGE_PERCENT,
  toastShown,
  useBuildSwapApprovalMutation,
  useBuildSwapTransactionMutation,
  useGetSwapAllowanceQuery,
  useGetSwapQuoteQuery,
  type ConvertQuote,
  type FeatureViewProps,
  type FoyerDispatch, refreshBalances, formatTokenAmount } from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { failureReason } from '../../failureReason.js';
import { formatPriceImpact, formatSwapAmount } from '../../formatSwapAmount.js';
import { messages } from '../../messages.js';
import { quoteErrorText } from '../../quoteErrorText.js';
import { sendConvertTransaction } from '../../sendConvertTransaction.js';
import { swapApproved, swapFailed, swapRejected, swapReset, swapStarted } from '../../swapsSlice.js';
import { swapsCss } from '../../swapsCss.js';
import { isNativeToken } from '../../swapTokens.js';
import { useSwapContext } from '../../useSwapContext.js';
import { quoteArgs } from '../../useSwapQuote.js';

const text = messages.preview;

/**
 * A quote is stale once `SWAP_QUOTE_VALIDITY_MS` passed since it was computed or received, whichever
 * is earlier: neither a slow answer nor a skewed clock makes an old quote look fresh.
 */
function isStale(quote: ConvertQuote, receivedAt: number | undefined): boolean {
  const computedAt = Date.parse(quote.quotedAt);
  const since = Math.min(receivedAt ?? 0, Number.isNaN(computedAt) ? 0 : computedAt);
  return Date.now() - since >= SWAP_QUOTE_VALIDITY_MS;
}

/**
 * Review a swap: what is paid and received, the minimum received (1 % slippage), the pool fee and the
 * network fee. Selling an ERC-20 whose allowance is short asks for the approval first (built by the
 * service, signed, mined; the allowance is read again and the preview moves on). Swap refreshes a quote
 * older than its validity before anything is signed, builds the swap, has the wallet send it and waits
 * until it is mined: "Swapped", balances refreshed, back to Account. A rejection or failure keeps the
 * user here with a clear message.
 */
export function SwapPreview({ api }: FeatureViewProps<'SwapPreview'>) {
  const dispatch = useDispatch<FoyerDispatch>();
  const context = useSwapContext();
  const { account, address, caipNetworkId, network, services, swap, from, to } = context;
  const args = quoteArgs(context);
  const quoteQuery = useGetSwapQuoteQuery(args ?? skipToken);
  const sellsToken = from !== undefined && !isNativeToken(from);
  const allowanceQuery = useGetSwapAllowanceQuery(args && sellsToken ? { tokenAddress: args.from, userAddress: args.userAddress } : skipToken);
  const [buildApproval] = useBuildSwapApprovalMutation();
  const [buildSwap] = useBuildSwapTransactionMutation();
  const [requoting, setRequoting] = useState(false);
  const confirmButton = useRef<HTMLButtonElement>(null);
  const wasShort = useRef(false);
  const allowance = allowanceQuery.currentData;
  const allowanceState = !sellsToken
    ? 'enough'
    : allowanceQuery.isError
      ? 'error'
      : allowance === undefined || allowanceQuery.isFetching
        ? 'checking'
        : BigInt(allowance) < BigInt(args?.amount ?? '0')
          ? 'short'
          : 'enough';
  // The approve button gives way to Swap once the approval is mined: keyboard focus follows it.
  useEffect(() => {
    if (allowanceState === 'short') wasShort.current = true;
    else if (allowanceState === 'enough' && wasShort.current) confirmButton.current?.focus();
  }, [allowanceState]);

  if (!args || !account || !address || !caipNetworkId || !from || !to) {
    return (
      <div className="foyer-swap" data-testid="view-SwapPreview" data-state={context.tokensQuery.isLoading ? 'loading' : 'incomplete'}>
        <StyleSheet css={swapsCss} />
        <p className="foyer-swap__muted" role="status">
          {context.tokensQuery.isLoading ? messages.swap.loadingTokens : text.incomplete}
        </p>
      </div>
    );
  }

  const quote = quoteQuery.currentData;
  const amount = BigInt(args.amount);
  const busy = swap.status === 'approving' || swap.status === 'swapping';
  const nativeSymbol = network?.nativeCurrency.symbol ?? '';
  const nativeDecimals = network?.nativeCurrency.decimals ?? 18;
  const transaction = { api, endpoint: services, address, caipNetworkId };

  const approve = async () => {
    dispatch(swapStarted('approving'));
    try {
      const { tx } = await buildApproval({ userAddress: args.userAddress, from: args.from, to: args.to, amount: args.amount }).unwrap();
      await sendConvertTransaction({ ...transaction, tx });
    } catch (error) {
      dispatch(isUserRejection(error) ? swapRejected(text.approvalRejected) : swapFailed(text.approvalFailed(failureReason(error))));
      return;
    }
    dispatch(swapApproved());
    dispatch(toastShown({ variant: 'success', message: text.approved }));
    dispatch(convertApi.util.invalidateTags(['Allowance']));
  };

  const confirm = async () => {
    dispatch(swapStarted('swapping'));
    try {
      if (!quote || isStale(quote, quoteQuery.fulfilledTimeStamp)) {
        setRequoting(true);
        await dispatch(convertApi.endpoints.getSwapQuote.initiate(args, { forceRefetch: true, subscribe: false })).unwrap();
      }
      setRequoting(false);
      const { tx } = await buildSwap({
        projectId: services.projectId ?? '',
        amount: args.amount,
        from: args.from,
        to: args.to,
        userAddress: args.userAddress,
        eip155: { slippage: SWAP_SLIPPAGE_PERCENT },
      }).unwrap();
      await sendConvertTransaction({ ...transaction, tx }, () => dispatch(toastShown({ variant: 'loading', message: text.pending })));
    } catch (error) {
      setRequoting(false);
      dispatch(isUserRejection(error) ? swapRejected(text.rejected) : swapFailed(text.failed(failureReason(error))));
      return;
    }
    await refreshBalances(dispatch, { address, chainId: caipNetworkId }, ['Balance', 'Transactions', 'Allowance']).catch(() => undefined);
    dispatch(toastShown({ variant: 'success', message: text.swapped }));
    dispatch(routerReset({ view: 'Account' }));
    dispatch(swapReset());
  };

  const status = requoting ? text.requoting : swap.status === 'approving' ? text.approving : swap.status === 'swapping' ? text.swapping : allowanceState === 'checking' ? text.checkingAllowance : '';

  return (
    <div className="foyer-swap" data-testid="view-SwapPreview" data-state={swap.status} data-allowance={allowanceState}>
      <StyleSheet css={swapsCss} />
      <dl className="foyer-swap__summary" aria-live="polite">
        <dt>{text.from}</dt>
        <dd data-testid="swap-preview-from" data-amount={args.amount}>{`${formatUnits(amount, from.decimals)} ${from.symbol}`}</dd>
        <dt>{text.to}</dt>
        <dd data-testid="swap-preview-to" data-amount={quote?.toAmount ?? ''}>
          {quote ? formatSwapAmount(quote.toAmount, to.decimals, to.symbol) : '—'}
        </dd>
        <dt>{text.minimumReceived}</dt>
        <dd data-testid="swap-preview-minimum" data-amount={quote?.minimumOut ?? ''}>
          {quote ? formatSwapAmount(quote.minimumOut, to.decimals, to.symbol) : '—'}
        </dd>
        <dt>{text.priceImpact}</dt>
        <dd data-testid="swap-preview-price-impact">{quote ? messages.swap.priceImpactValue(formatPriceImpact(quote.priceImpact)) : '—'}</dd>
        <dt>{text.fee}</dt>
        <dd data-testid="swap-preview-fee">{quote ? `${formatUnits(BigInt(quote.fee), from.decimals)} ${from.symbol}` : '—'}</dd>
        <dt>{text.networkFee}</dt>
        <dd data-testid="swap-preview-network-fee">{quote ? formatTokenAmount(formatUnits(BigInt(quote.networkFee), nativeDecimals), nativeSymbol) : '—'}</dd>
      </dl>
      {quoteQuery.isError && !quote ? (
        <p className="foyer-swap__error" role="alert" data-testid="swap-quote-error">
          {quoteErrorText(quoteQuery.error)}
        </p>
      ) : null}
      {allowanceState === 'error' ? (
        <p className="foyer-swap__error" role="alert">
          {text.allowanceFailed}
        </p>
      ) : null}
      {allowanceState === 'short' ? <p className="foyer-swap__hint">{text.approveHint(from.symbol)}</p> : null}
      <p className="foyer-swap__hint" role="status" data-testid="swap-status">
        {status}
      </p>
      {swap.error ? (
        <p className="foyer-swap__error" role="alert" data-testid="swap-error" data-state={swap.status}>
          {swap.error}
        </p>
      ) : null}
      {allowanceState === 'short' ? (
        <button
          type="button"
          className="foyer-button foyer-button--block"
          data-testid="swap-approve"
          disabled={busy}
          aria-busy={swap.status === 'approving' || undefined}
          onClick={() => void approve()}
        >
          {text.approve(from.symbol)}
        </button>
      ) : null}
      {allowanceState === 'enough' ? (
        <button
          type="button"
          className="foyer-button foyer-button--block"
          ref={confirmButton}
          data-testid="swap-confirm"
          disabled={busy || !quote}
          aria-busy={swap.status === 'swapping' || undefined}
          onClick={() => void confirm()}
        >
          {text.confirm}
        </button>
      ) : null}
    </div>
  );
}
