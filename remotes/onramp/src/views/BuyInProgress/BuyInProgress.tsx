import {
  StyleSheet,
  ONRAMP_STATUS_POLL_MS,
  POPUP_POLL_INTERVAL_MS,
  parseCaipAddress,
  routerReset,
  selectCurrentView,
  shortenAddress,
  useGetOnrampPurchaseQuery,
  viewPushed,
  type FeatureViewProps,
  type FoyerDispatch,
  type FoyerState,
  type OnrampPurchaseStatus, refreshBalances, formatTokenAmount } from '@foyer/kernel';
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { currentCheckoutPopup, forgetCheckoutPopup, openCheckoutPopup } from '../../checkoutPopup.js';
import { messages } from '../../messages.js';
import { onrampCss } from '../../onrampCss.js';
import { checkoutOpened, selectOnramp } from '../../onrampSlice.js';

const text = messages.inProgress;
const FINAL: readonly OnrampPurchaseStatus[] = ['completed', 'failed', 'expired'];

/** What the view shows: the purchase's status, or the checkout window's (closed before paying, or blocked). */
type InProgressState = OnrampPurchaseStatus | 'loading' | 'closed' | 'blocked';

/**
 * A purchase whose checkout is open: its status is polled (`ONRAMP_STATUS_POLL_MS`) until it is final. Pending waits
 * for the payment in the popup (closed before paying → "Checkout closed" and a way to reopen it; blocked → a button
 * to open it), delivering waits for the provider's transfer, completed shows what arrived and the transaction (and
 * refreshes the balances and history), failed says why.
 */
export function BuyInProgress({ data }: FeatureViewProps<'BuyInProgress'>) {
  const dispatch = useDispatch<FoyerDispatch>();
  const purchaseId = data.purchaseId;
  const checkout = useSelector(selectOnramp).checkout;
  const url = checkout?.purchaseId === purchaseId ? checkout.url : undefined;
  const [final, setFinal] = useState(false);
  const purchase = useGetOnrampPurchaseQuery(purchaseId, { pollingInterval: final ? 0 : ONRAMP_STATUS_POLL_MS, skipPollingIfUnfocused: false });
  const status = purchase.data?.status;
  const [closed, setClosed] = useState(false);
  const blocked = checkout?.purchaseId === purchaseId && checkout.popupBlocked;

  useEffect(() => {
    if (status !== undefined && FINAL.includes(status)) setFinal(true);
  }, [status]);

  // A checkout window closed while the purchase still waits for payment: say so (a delivery still wins once polled).
  useEffect(() => {
    if (status !== 'pending' && status !== undefined) return;
    const timer = setInterval(() => {
      const popup = currentCheckoutPopup();
      if (popup?.closed) setClosed(true);
    }, POPUP_POLL_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [status]);

  // Delivered: the balances and history are read again; the checkout window is done.
  const destination = purchase.data?.destination;
  useEffect(() => {
    if (status !== 'completed' || !destination) return;
    forgetCheckoutPopup();
    let parsed: ReturnType<typeof parseCaipAddress>;
    try {
      parsed = parseCaipAddress(destination);
    } catch {
      return;
    }
    void refreshBalances(dispatch, { address: parsed.address, chainId: parsed.caipNetworkId });
  }, [status, destination, dispatch]);

  // Leaving the view (Back, close) while the checkout is open closes it.
  const onScreen = useSelector((state: FoyerState) => state.modal.open && selectCurrentView(state) === 'BuyInProgress');
  useEffect(() => {
    if (!onScreen && !final) forgetCheckoutPopup();
  }, [onScreen, final]);

  const reopen = () => {
    if (!url) return;
    const popup = openCheckoutPopup(url);
    dispatch(checkoutOpened({ purchaseId, url, popupBlocked: popup === null }));
    setClosed(false);
  };

  const state: InProgressState =
    status === undefined ? 'loading' : status === 'pending' && closed ? 'closed' : status === 'pending' && blocked ? 'blocked' : status;
  const amount = purchase.data?.purchaseAmount;
  const txHash = purchase.data?.txHash;

  return (
    <div className="foyer-onramp" data-testid="view-BuyInProgress" data-state={state}>
      <StyleSheet css={onrampCss} />
      <div className="foyer-onramp__status" role="status" aria-live="polite" data-testid="onramp-status">
        {state === 'loading' ? <p className="foyer-onramp__muted">{text.loading}</p> : null}
        {state === 'pending' ? <p>{text.pending}</p> : null}
        {state === 'delivering' ? <p>{text.delivering}</p> : null}
        {state === 'completed' ? (
          <>
            <p className="foyer-onramp__label">{text.completed}</p>
            {amount ? <p data-testid="onramp-received" data-base-units={amount.baseUnits}>{text.received(formatTokenAmount(amount.amount), amount.currency)}</p> : null}
            {txHash ? (
              <p className="foyer-onramp__muted">
                {text.transaction} <span data-testid="onramp-tx-hash" data-hash={txHash} title={txHash}>{shortenAddress(txHash, { start: 10, end: 8 })}</span>
              </p>
            ) : null}
          </>
        ) : null}
        {state === 'failed' ? (
          <>
            <p className="foyer-onramp__error">{text.failed}</p>
            <p data-testid="onramp-failure-reason">{text.failedReason(purchase.data?.error ?? text.unknownReason)}</p>
          </>
        ) : null}
        {state === 'expired' ? <p className="foyer-onramp__error">{text.expired}</p> : null}
        {state === 'closed' ? (
          <>
            <p className="foyer-onramp__label" data-testid="onramp-checkout-closed">{text.closed}</p>
            <p className="foyer-onramp__muted">{text.closedHint}</p>
          </>
        ) : null}
        {state === 'blocked' ? <p>{text.blocked}</p> : null}
        {purchase.isError && status === undefined ? <p className="foyer-onramp__error">{text.statusFailed}</p> : null}
      </div>

      {state === 'closed' && url ? (
        <button type="button" className="foyer-button foyer-button--block" data-testid="onramp-checkout-retry" onClick={reopen}>
          {text.retry}
        </button>
      ) : null}
      {state === 'blocked' && url ? (
        <a
          className="foyer-button foyer-button--block"
          data-testid="onramp-checkout-open"
          href={url}
          target="_blank"
          rel="opener"
          onClick={(event) => {
            // A popup we can watch when the browser allows it now; else the link opens a tab.
            if (openCheckoutPopup(url)) {
              event.preventDefault();
              dispatch(checkoutOpened({ purchaseId, url, popupBlocked: false }));
            }
          }}
        >
          {text.openCheckout}
        </a>
      ) : null}
      {final ? (
        <>
          <button type="button" className="foyer-button foyer-button--block" data-testid="onramp-done" onClick={() => dispatch(routerReset({ view: 'Account' }))}>
            {text.done}
          </button>
          <button type="button" className="foyer-onramp__link" data-testid="onramp-view-purchases" onClick={() => dispatch(viewPushed({ view: 'OnRampActivity' }))}>
            {text.purchases}
          </button>
        </>
      ) : null}
    </div>
  );
}
