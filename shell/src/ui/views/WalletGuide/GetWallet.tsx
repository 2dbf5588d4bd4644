import { catalogueApi, selectServices, viewPushed, walletImageSrc, type Wallet } from '@foyer/kernel';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { selectGuideWallets } from '../../../wallets/selectGuideWallets.js';
import { selectWalletListArgs } from '../../../wallets/walletQueries.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { WalletRow } from '../../components/WalletRow/WalletRow.js';
import { messages } from '../../messages.js';

const PLACES = [
  ['homepage', messages.walletGuide.website],
  ['app_store', messages.walletGuide.appStore],
  ['play_store', messages.walletGuide.playStore],
] as const;

/** The wallets' own pages: site, App Store, Google Play (what the catalogue or the dapp gives). */
function links(wallet: Wallet): { key: string; href: string; label: string }[] {
  const found = PLACES.flatMap(([key, label]) => (wallet[key] ? [{ key, href: wallet[key], label }] : []));
  return found.length > 0 || !wallet.webapp_link ? found : [{ key: 'webapp', href: wallet.webapp_link, label: messages.walletGuide.open }];
}

/**
 * "Get a wallet": the recommended wallets (featured, custom, then the catalogue's first ones) with
 * their store links, each opening in a new tab, and "Explore all" (the AllWallets view).
 */
export function GetWallet() {
  const dispatch = useAppDispatch();
  const services = useAppSelector(selectServices);
  // The Connect view's first page (normally cached already).
  catalogueApi.endpoints.getWalletsInfinite.useInfiniteQuery(useAppSelector(selectWalletListArgs));
  const wallets = useAppSelector(selectGuideWallets);

  return (
    <div className="foyer-view foyer-guide" data-testid="view-GetWallet">
      {wallets.length > 0 ? (
        <ul className="foyer-guide__wallets">
          {wallets.map((wallet) => (
            <li key={wallet.id} className="foyer-guide__wallet" data-testid={`get-wallet-${wallet.id}`}>
              <WalletImage src={walletImageSrc(services, wallet)} name={wallet.name} size={40} />
              <span className="foyer-guide__name">{wallet.name}</span>
              <span className="foyer-guide__links">
                {links(wallet).map(({ key, href, label }) => (
                  <a key={key} href={href} target="_blank" rel="noopener noreferrer" data-testid={`get-wallet-${wallet.id}-${key}`} aria-label={messages.walletGuide.linkLabel(wallet.name, label)}>
                    {label}
                  </a>
                ))}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="foyer-state__text">{messages.walletGuide.none}</p>
      )}
      <WalletRow testId="get-wallet-explore-all" name={messages.walletGuide.exploreAll} onSelect={() => dispatch(viewPushed({ view: 'AllWallets' }))} />
    </div>
  );
}
