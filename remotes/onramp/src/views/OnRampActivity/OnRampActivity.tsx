import { StyleSheet, formatFiat, formatRelativeTime, selectActiveAccount, selectMessagesLocale, shortenAddress, useGetOnrampPurchasesQuery, type FeatureViewProps, type FoyerState, formatTokenAmount } from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useSelector } from 'react-redux';
import { messages } from '../../messages.js';
import { onrampCss } from '../../onrampCss.js';

const text = messages.activity;

/** The purchases delivered (or to be) to the connected address, newest first, with their status; an empty state. */
export function OnRampActivity(_props: FeatureViewProps<'OnRampActivity'>) {
  const address = useSelector((state: FoyerState) => selectActiveAccount(state)?.address);
  // The relative time in the texts' language (English keeps the kernel's own wording).
  const locale = useSelector((state: FoyerState) => selectMessagesLocale(state));
  const purchases = useGetOnrampPurchasesQuery(address ?? skipToken, { refetchOnMountOrArgChange: true });
  const list = purchases.data ?? [];
  const state = purchases.isLoading ? 'loading' : purchases.isError ? 'error' : list.length === 0 ? 'empty' : 'ready';
  return (
    <div className="foyer-onramp" data-testid="view-OnRampActivity" data-state={state}>
      <StyleSheet css={onrampCss} />
      {state === 'loading' ? (
        <p className="foyer-onramp__muted" role="status">
          {text.loading}
        </p>
      ) : null}
      {state === 'error' ? (
        <>
          <p className="foyer-onramp__error" role="alert">
            {text.failed}
          </p>
          <button type="button" className="foyer-button foyer-button--secondary" data-testid="onramp-activity-retry" onClick={() => void purchases.refetch()}>
            {text.retry}
          </button>
        </>
      ) : null}
      {state === 'empty' ? (
        <p className="foyer-onramp__muted" role="status" data-testid="onramp-activity-empty">
          {text.empty}
        </p>
      ) : null}
      {list.length > 0 ? (
        <ul className="foyer-onramp__list">
          {list.map((purchase) => (
            <li key={purchase.id} className="foyer-onramp__row" data-testid="onramp-purchase" data-purchase-id={purchase.id} data-status={purchase.status}>
              <span className="foyer-onramp__stack">
                <span>{text.item(formatTokenAmount(purchase.purchaseAmount.amount), purchase.purchaseAmount.currency, formatFiat(purchase.paymentTotal.amount, purchase.paymentTotal.currency))}</span>
                <span className="foyer-onramp__muted">
                  <time dateTime={purchase.createdAt}>{Number.isFinite(Date.parse(purchase.createdAt)) ? formatRelativeTime(purchase.createdAt, Date.now(), locale === 'en' ? undefined : locale) : purchase.createdAt}</time>
                  {purchase.txHash ? ` · ${shortenAddress(purchase.txHash, { start: 10, end: 8 })}` : null}
                </span>
              </span>
              <span className="foyer-onramp__muted">{text.status[purchase.status]}</span>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
