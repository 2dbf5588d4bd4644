import { selectConnectors, selectServices, walletImageSrc, type Connector, type Wallet } from '@foyer/kernel';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useMemo, useRef } from 'react';
import { chooseWallet } from '../../../wallets/chooseWallet.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { messages } from '../../messages.js';

/** Wallets per grid row. */
export const GRID_COLUMNS = 4;
/** Height of one grid row, gap included, in px. */
export const GRID_ROW_HEIGHT = 100;
/** Rows before the end at which the next page is requested. */
const LOAD_MORE_THRESHOLD_ROWS = 3;

export type WalletGridProps = {
  wallets: readonly Wallet[];
  /** How many wallets the catalogue has for this query (announced to assistive tech). */
  total: number;
  hasMore: boolean;
  loadingMore: boolean;
  /** Why the last next-page request failed: the end of the list shows it with Retry and asks no more on its own. */
  loadMoreError?: string | undefined;
  onLoadMore: () => void;
};

/** The wallet grid, virtualized by rows: only the rows in view (plus a few) are in the DOM. */
export function WalletGrid({ wallets, total, hasMore, loadingMore, loadMoreError, onLoadMore }: WalletGridProps) {
  const dispatch = useAppDispatch();
  const services = useAppSelector(selectServices);
  const connectors = useAppSelector(selectConnectors);
  const installed = useMemo(() => {
    const byWallet = new Map<string, Connector>();
    for (const connector of connectors) if (connector.explorerId) byWallet.set(connector.explorerId, connector);
    return byWallet;
  }, [connectors]);
  const scroller = useRef<HTMLDivElement>(null);
  const walletRows = Math.ceil(wallets.length / GRID_COLUMNS);
  const rowCount = walletRows + (hasMore ? 1 : 0);
  const virtualizer = useVirtualizer({
    count: rowCount,
    getScrollElement: () => scroller.current,
    estimateSize: () => GRID_ROW_HEIGHT,
    overscan: 3,
    initialRect: { width: 328, height: 420 },
  });
  const items = virtualizer.getVirtualItems();
  const lastIndex = items[items.length - 1]?.index ?? -1;

  useEffect(() => {
    if (hasMore && !loadingMore && loadMoreError === undefined && lastIndex >= rowCount - 1 - LOAD_MORE_THRESHOLD_ROWS) onLoadMore();
  }, [hasMore, loadingMore, loadMoreError, lastIndex, rowCount, onLoadMore]);

  const select = (wallet: Wallet) =>
    dispatch(chooseWallet({ id: wallet.id, name: wallet.name, connectorId: installed.get(wallet.id)?.id }));

  return (
    <div ref={scroller} className="foyer-all-wallets__scroll" data-testid="all-wallets-grid">
      <div
        className="foyer-all-wallets__rows"
        role="list"
        aria-label={messages.common.wallets}
        aria-busy={loadingMore || undefined}
        style={{ height: virtualizer.getTotalSize() }}
      >
        {items.map((item) => {
          const start = item.index * GRID_COLUMNS;
          const row = item.index < walletRows ? wallets.slice(start, start + GRID_COLUMNS) : null;
          return (
            <div
              key={item.key}
              className="foyer-wallet-grid-row"
              data-index={item.index}
              style={{ height: GRID_ROW_HEIGHT, transform: `translateY(${item.start}px)` }}
            >
              {row
                ? row.map((wallet, column) => (
                    <div key={wallet.id} role="listitem" aria-setsize={total} aria-posinset={start + column + 1}>
                      <WalletCard
                        wallet={wallet}
                        imageSrc={walletImageSrc(services, wallet)}
                        installed={installed.has(wallet.id)}
                        onSelect={() => select(wallet)}
                      />
                    </div>
                  ))
                : loadMoreError !== undefined
                  ? <LoadMoreFailed message={loadMoreError} onRetry={onLoadMore} />
                  : Array.from({ length: GRID_COLUMNS }, (_, column) => <WalletCardSkeleton key={column} />)}
            </div>
          );
        })}
      </div>
    </div>
  );
}

type WalletCardProps = { wallet: Wallet; imageSrc: string | undefined; installed: boolean; onSelect: () => void };

function WalletCard({ wallet, imageSrc, installed, onSelect }: WalletCardProps) {
  return (
    <button type="button" className="foyer-wallet-card" data-testid={`wallet-${wallet.id}`} title={wallet.name} onClick={onSelect}>
      <span className="foyer-wallet-card__icon">
        <WalletImage src={imageSrc} name={wallet.name} size={56} />
        {installed ? <span className="foyer-wallet-card__badge" aria-hidden="true" /> : null}
      </span>
      <span className="foyer-wallet-card__name">{wallet.name}</span>
      {installed ? <span className="foyer-visually-hidden">{messages.allWallets.installed}</span> : null}
    </button>
  );
}

function LoadMoreFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="listitem" className="foyer-wallet-grid-error">
      <span role="alert">
        {messages.allWallets.loadMoreFailed}: {message}
      </span>
      <button type="button" className="foyer-button foyer-button--secondary" onClick={onRetry}>
        <Icon name="refresh" size={16} />
        {messages.allWallets.retry}
      </button>
    </div>
  );
}

function WalletCardSkeleton() {
  return (
    <div className="foyer-wallet-card-skeleton" aria-hidden="true">
      <Skeleton width={56} height={56} radius="var(--foyer-radius-m)" />
      <Skeleton width={48} height={10} />
    </div>
  );
}

/** First load: a few rows of placeholders. */
export function WalletGridSkeleton() {
  return (
    <div className="foyer-all-wallets__scroll" aria-busy="true">
      <span className="foyer-visually-hidden" role="status">
        {messages.common.loadingWallets}
      </span>
      {Array.from({ length: 4 }, (_, row) => (
        <div key={row} className="foyer-wallet-grid-row" style={{ position: 'static', height: GRID_ROW_HEIGHT }}>
          {Array.from({ length: GRID_COLUMNS }, (_, column) => (
            <WalletCardSkeleton key={column} />
          ))}
        </div>
      ))}
    </div>
  );
}
