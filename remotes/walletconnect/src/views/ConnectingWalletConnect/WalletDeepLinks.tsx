import { useId } from 'react';
import { useSelector } from 'react-redux';
// The shared (host-provided) entry: '@reduxjs/toolkit/query' is not shared and would be bundled here.
import { skipToken } from '@reduxjs/toolkit/query/react';
import { selectCustomWallets, selectServices, useGetWalletsQuery, selectWalletListOptions, walletImageSrc, type GetWalletsReturnType, type Wallet } from '@foyer/kernel';
import { selectDeepLinkWallets } from './selectDeepLinkWallets.js';
import { isWebLink, walletDeepLink } from './walletDeepLink.js';
import { messages } from '../../messages.js';

export type WalletDeepLinksProps = {
  uri: string;
  isMobile: boolean;
  /** How many wallets to offer. */
  count: number;
  title: string;
  /** The catalogue wallet the user picked (listed first). */
  walletId?: string | undefined;
};

const NO_WALLETS: readonly Wallet[] = [];

// Only the wallets re-render the view: not the query's loading or fetching flags.
const selectWallets = ({ data }: { data?: GetWalletsReturnType | undefined }) => ({ wallets: data?.data ?? NO_WALLETS });

/** Catalogue wallets that open on the pairing URI (`wc-deeplink-<walletId>`); nothing while loading. */
export function WalletDeepLinks({ uri, isMobile, count, title, walletId }: WalletDeepLinksProps) {
  const options = useSelector(selectWalletListOptions);
  const { excludeWalletIds } = options;
  const featuredWalletIds = walletId ? [walletId, ...options.featuredWalletIds.filter((id) => id !== walletId)] : options.featuredWalletIds;
  const services = useSelector(selectServices);
  const titleId = useId();
  const { wallets: featured } = useGetWalletsQuery(
    featuredWalletIds.length > 0 ? { page: 1, entries: featuredWalletIds.length, include: featuredWalletIds } : skipToken,
    { selectFromResult: selectWallets },
  );
  const { wallets: recommended } = useGetWalletsQuery(
    { page: 1, entries: count + excludeWalletIds.length },
    { selectFromResult: selectWallets },
  );
  // The dapp's custom wallets (`customWallets`) are not in the catalogue: a picked one is found among them.
  const custom = useSelector(selectCustomWallets);
  const wallets = selectDeepLinkWallets({
    featuredIds: featuredWalletIds,
    featured: [...custom, ...featured],
    recommended,
    excludedIds: excludeWalletIds,
    count,
  });
  if (wallets.length === 0) return null;

  return (
    <section className="foyer-wc__wallets" aria-labelledby={titleId}>
      <h3 className="foyer-wc__wallets-title" id={titleId}>
        {title}
      </h3>
      <ul className="foyer-wc__wallet-list">
        {wallets.map((wallet) => {
          const href = walletDeepLink(wallet, uri, isMobile);
          if (!href) return null;
          const image = walletImageSrc(services, wallet);
          return (
            <li key={wallet.id}>
              <a
                className="foyer-wc__wallet"
                data-testid={`wc-deeplink-${wallet.id}`}
                href={href}
                {...(isWebLink(href) ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              >
                {image ? <img className="foyer-wc__wallet-image" src={image} alt="" width={40} height={40} /> : null}
                <span className="foyer-wc__wallet-name">{messages.deepLinks.open(wallet.name)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
