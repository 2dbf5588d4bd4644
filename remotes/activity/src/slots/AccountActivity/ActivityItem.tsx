import { formatBalance, formatRelativeTime, selectMessagesLocale, type FoyerState, type Transaction, type TransactionTransfer } from '@foyer/kernel';
import { useSelector } from 'react-redux';
import { messages } from '../../messages.js';

const m = messages.accountActivity;

/** What a transaction did, for its title and icon: from its first transfer's direction, else its operation type. */
function kindOf(transaction: Transaction): { direction: 'out' | 'in' | 'self' | 'none'; title: string } {
  const direction = transaction.transfers[0]?.direction;
  if (transaction.metadata.operationType === 'mint') return { direction: 'in', title: m.minted };
  if (direction === 'out') return { direction, title: m.sent };
  if (direction === 'in') return { direction, title: m.received };
  if (direction === 'self') return { direction, title: m.self };
  const { operationType } = transaction.metadata;
  return { direction: 'none', title: operationType === 'execute' ? m.contractCall : operationType === 'deploy' ? m.deployed : m.transaction };
}

/** A transfer's amount: signed fungible quantity (3 decimals, never rounded up) with its symbol, or the NFT's name. */
function amountOf(transfer: TransactionTransfer): string {
  const sign = transfer.direction === 'out' ? '-' : transfer.direction === 'in' ? '+' : '';
  if (transfer.nft_info) return `${sign}${transfer.nft_info.name ?? m.nft}`;
  return `${sign}${formatBalance(transfer.quantity.numeric, transfer.fungible_info?.symbol)}`;
}

const PATHS = {
  out: 'M7 17L17 7m0 0H9m8 0v8',
  in: 'M17 7L7 17m0 0h8m-8 0V9',
  self: 'M4 12a8 8 0 0 1 14-5.3M20 4v5h-5M20 12a8 8 0 0 1-14 5.3M4 20v-5h5',
  none: 'M8 9l-4 3 4 3M16 9l4 3-4 3',
} as const;

/** One row of the Activity tab (`activity-item`, `data-hash` the transaction hash or Solana signature). */
export function ActivityItem({ transaction, now }: { transaction: Transaction; now: number }) {
  const { direction, title } = kindOf(transaction);
  const { status, minedAt } = transaction.metadata;
  const amounts = transaction.transfers.map(amountOf);
  // The relative time in the texts' language (English keeps the kernel's own wording).
  const locale = useSelector((state: FoyerState) => selectMessagesLocale(state));
  return (
    <li className="foyer-activity__item" data-testid="activity-item" data-hash={transaction.id} data-status={status} data-direction={direction}>
      <span className="foyer-activity__icon" aria-hidden="true">
        <svg width={18} height={18} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" focusable="false">
          <path d={PATHS[direction]} />
        </svg>
      </span>
      <span className="foyer-activity__main">
        <span className="foyer-activity__title">{title}</span>
        <span className="foyer-activity__status" data-status={status} data-testid="activity-status">
          {m[status]}
        </span>
      </span>
      <span className="foyer-activity__side">
        {amounts.length > 0 ? (
          <span className="foyer-activity__amount" data-testid="activity-amount" title={amounts.join(', ')}>
            {amounts.length === 1 ? amounts[0] : m.andMore(amounts[0] ?? '', amounts.length - 1)}
          </span>
        ) : null}
        <time className="foyer-activity__time" dateTime={minedAt} title={m.minedAt(new Date(minedAt).toLocaleString())} data-testid="activity-time">
          {formatRelativeTime(minedAt, now, locale === 'en' ? undefined : locale)}
        </time>
      </span>
    </li>
  );
}
