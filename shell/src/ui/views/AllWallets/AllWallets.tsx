import {
  catalogueApi,
  useDebouncedValue,
  WALLET_SEARCH_DEBOUNCE_MS,
  WALLET_SEARCH_MAX_RESULTS,
  type GetWalletsInfiniteParameters,
} from '@foyer/kernel';
import { useCallback, useId, useMemo, useState } from 'react';
import { Icon } from '../../components/Icon/Icon.js';
import { WalletGrid, WalletGridSkeleton } from './WalletGrid.js';
import { useAppSelector } from '../../../store/hooks.js';
import { selectWalletListArgs } from '../../../wallets/walletQueries.js';
import { messages } from '../../messages.js';

/**
 * Every catalogue wallet, 40 per page with infinite scroll, searchable (300 ms after the last
 * keystroke, up to 100 results), in a virtualized grid so thousands of wallets stay smooth.
 */
export function AllWallets() {
  const [search, setSearch] = useState('');
  const term = useDebouncedValue(search.trim(), WALLET_SEARCH_DEBOUNCE_MS);
  // The list's shared arguments (its first page is prefetched at start), plus the search.
  const listArgs = useAppSelector(selectWalletListArgs);
  const args = useMemo<GetWalletsInfiniteParameters>(() => (term ? { ...listArgs, search: term } : listArgs), [listArgs, term]);
  const query = catalogueApi.endpoints.getWalletsInfinite.useInfiniteQuery(args);
  const { fetchNextPage } = query;
  const loadMore = useCallback(() => void fetchNextPage(), [fetchNextPage]);
  // `currentData`, not `data`: while a search loads or after it failed, the previous (unfiltered) list is not its result.
  const { wallets, total } = useMemo(() => {
    const pages = query.currentData?.pages ?? [];
    const seen = new Set<string>();
    const list = pages.flatMap((page) => page.data).filter((wallet) => !seen.has(wallet.id) && seen.add(wallet.id));
    return { wallets: term ? list.slice(0, WALLET_SEARCH_MAX_RESULTS) : list, total: pages[0]?.count ?? 0 };
  }, [query.currentData, term]);
  const capped = term !== '' && wallets.length >= WALLET_SEARCH_MAX_RESULTS;
  const searchId = useId();
  const pending = search.trim() !== term;

  const message = query.error && 'message' in query.error ? String(query.error.message) : messages.allWallets.unknownError;

  let content;
  if (query.isError && wallets.length === 0) {
    content = (
      <div className="foyer-state" role="alert">
        <span className="foyer-state__icon foyer-state__icon--error" aria-hidden="true">
          <Icon name="alert" size={28} />
        </span>
        <p className="foyer-state__title">{messages.allWallets.loadFailed}</p>
        <p className="foyer-state__text">{message}</p>
        <button type="button" className="foyer-button foyer-button--secondary" onClick={() => void query.refetch()}>
          <Icon name="refresh" size={16} />
          {messages.allWallets.retry}
        </button>
      </div>
    );
  } else if (query.isLoading || (query.isFetching && wallets.length === 0 && !query.isSuccess)) {
    content = <WalletGridSkeleton />;
  } else if (wallets.length === 0) {
    content = (
      <div className="foyer-state">
        <span className="foyer-state__icon" aria-hidden="true">
          <Icon name="wallet" size={28} />
        </span>
        <p className="foyer-state__title">{messages.allWallets.noneFound}</p>
        <p className="foyer-state__text">{term ? messages.allWallets.noMatch(term) : messages.allWallets.emptyCatalogue}</p>
      </div>
    );
  } else {
    content = (
      <WalletGrid
        // A new search starts at the top of its results.
        key={term}
        wallets={wallets}
        total={term ? Math.min(total, WALLET_SEARCH_MAX_RESULTS) : total}
        hasMore={query.hasNextPage && !capped}
        loadingMore={query.isFetchingNextPage}
        // A failed next page (e.g. the service timed out) says so at the end of the list, with Retry.
        loadMoreError={query.isFetchNextPageError && !query.isFetchingNextPage ? message : undefined}
        onLoadMore={loadMore}
      />
    );
  }

  return (
    <div className="foyer-view foyer-all-wallets" data-testid="view-AllWallets" aria-busy={query.isFetching || pending}>
      <div className="foyer-search" role="search">
        <label htmlFor={searchId} className="foyer-visually-hidden">
          {messages.allWallets.searchLabel}
        </label>
        <span className="foyer-search__icon" aria-hidden="true">
          <Icon name="search" size={18} />
        </span>
        <input
          id={searchId}
          className="foyer-search__input"
          data-testid="wallet-search"
          data-autofocus
          type="search"
          placeholder={messages.allWallets.searchPlaceholder}
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </div>
      <p className="foyer-visually-hidden" role="status" aria-live="polite">
        {term && !query.isFetching ? messages.allWallets.found(wallets.length) : ''}
      </p>
      {content}
    </div>
  );
}
