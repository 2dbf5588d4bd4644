import {
  StyleSheet,
  FetchTransactionsError,
  selectActiveAccount,
  selectActiveCaipNetworkId,
  toastShown,
  type FeatureSlotProps,
  useGetTransactionsInfiniteQuery,
} from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useEffect, useMemo, useRef } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { activityCss } from '../../activityCss.js';
import { messages } from '../../messages.js';
import { visibleTransactions } from '../../visibleTransactions.js';
import { ActivityItem } from './ActivityItem.js';

type State = Parameters<typeof selectActiveAccount>[0];

const m = messages.accountActivity;

/**
 * The Account view's Activity tab (`slots.AccountActivity`): the active account's transactions on the active chain
 * from the services' history, newest first, one page per cursor; the next page loads when the end of the list
 * scrolls into view. A failure shows 'Failed to fetch transactions' as a toast and empties the list (spec §8).
 */
export function AccountActivity(_props: FeatureSlotProps) {
  const dispatch = useDispatch();
  const address = useSelector((state: State) => selectActiveAccount(state)?.address);
  const chainId = useSelector((state: State) => selectActiveCaipNetworkId(state));
  const query = useGetTransactionsInfiniteQuery(address && chainId ? { address, chainId } : skipToken);
  const { data, isLoading, isError, isFetching, isFetchingNextPage, hasNextPage, fetchNextPage, refetch } = query;
  const transactions = useMemo(
    () => (data && chainId ? visibleTransactions(data.pages.flatMap((page) => page.data), chainId) : []),
    [data, chainId],
  );
  const sentinel = useRef<HTMLLIElement | null>(null);
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isError;

  useEffect(() => {
    if (isError) dispatch(toastShown({ variant: 'error', message: new FetchTransactionsError().shortMessage }));
  }, [isError, dispatch]);

  useEffect(() => {
    const target = sentinel.current;
    if (!canLoadMore || !target || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) void fetchNextPage();
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [canLoadMore, fetchNextPage, transactions.length]);

  let body;
  if (isError) {
    body = (
      <div className="foyer-activity__state" data-testid="activity-error">
        <p className="foyer-activity__state-title">{new FetchTransactionsError().shortMessage}</p>
        <button type="button" className="foyer-button foyer-button--secondary" data-testid="activity-retry" disabled={isFetching} onClick={() => void refetch()}>
          {m.retry}
        </button>
      </div>
    );
  } else if (isLoading || (!data && isFetching)) {
    body = (
      <div className="foyer-activity" data-testid="activity-loading" aria-busy="true">
        <span className="foyer-visually-hidden">{m.loading}</span>
        {[0, 1, 2].map((row) => (
          <span key={row} className="foyer-skeleton foyer-activity__skeleton" aria-hidden="true" />
        ))}
      </div>
    );
  } else if (transactions.length === 0 && !hasNextPage) {
    body = (
      <div className="foyer-activity__state" data-testid="activity-empty">
        <p className="foyer-activity__state-title">{m.empty}</p>
        <p className="foyer-activity__state-text">{m.emptyText}</p>
      </div>
    );
  } else {
    const now = Date.now();
    body = (
      <>
        <ul className="foyer-activity" data-testid="activity-list" aria-label={m.label} aria-busy={isFetchingNextPage || undefined}>
          {transactions.map((transaction) => (
            <ActivityItem key={transaction.id} transaction={transaction} now={now} />
          ))}
          {hasNextPage ? <li ref={sentinel} className="foyer-activity__sentinel" data-testid="activity-sentinel" aria-hidden="true" /> : null}
        </ul>
        {isFetchingNextPage ? (
          <p className="foyer-activity__state-text" role="status" data-testid="activity-loading-more">
            {m.loadingMore}
          </p>
        ) : hasNextPage && typeof IntersectionObserver === 'undefined' ? (
          <button type="button" className="foyer-button foyer-button--secondary" data-testid="activity-load-more" onClick={() => void fetchNextPage()}>
            {m.loadMore}
          </button>
        ) : null}
      </>
    );
  }
  return (
    <div className="foyer-activity-panel" data-testid="account-activity">
      <StyleSheet css={activityCss} />
      {body}
    </div>
  );
}
