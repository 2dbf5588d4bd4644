import {
  catalogueApi,
  selectIsFeatureEnabled,
  selectServices,
  viewPushed,
  walletImageSrc,
  walletImageUrl,
} from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query';
import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { scheduleIdle } from '../../../utils/scheduleIdle.js';
import { loadAllWallets } from '../AllWallets/loadAllWallets.js';
import { NAMESPACE_NAMES } from '../../../connectors/network/namespaceNames.js';
import { chooseWallet } from '../../../wallets/chooseWallet.js';
import { selectWalletGroups } from '../../../wallets/selectWalletGroups.js';
import type { WalletListItem } from '../../../wallets/WalletListItem.js';
import {
  selectExcludedWalletsArgs,
  selectFeaturedWalletsArgs,
  selectWalletListArgs,
} from '../../../wallets/walletQueries.js';
import { Skeleton } from '../../components/Skeleton/Skeleton.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { WalletRow, type WalletRowTag } from '../../components/WalletRow/WalletRow.js';
import { allWalletsLabel } from './allWalletsLabel.js';
import type { lockedProps } from './lockedProps.js';
import { useModalShown } from '../../modal/ModalShownContext.js';
import { messages } from '../../messages.js';

const INSTALLED: WalletRowTag = { label: messages.connect.installed, tone: 'success' };
const RECENT: WalletRowTag = { label: messages.connect.recent, tone: 'accent' };

/**
 * The row's tag. When the dapp spans several chain families, an installed wallet's family is
 * named too ("Installed · Solana"): one wallet app often announces itself once per family.
 */
function rowTag(item: WalletListItem, multiFamily: boolean): WalletRowTag | undefined {
  if (item.installed) return multiFamily && item.chain ? { ...INSTALLED, label: messages.connect.installedOn(NAMESPACE_NAMES[item.chain]) } : INSTALLED;
  return item.recent ? RECENT : undefined;
}

export type WalletMethodProps = {
  /** Props of the section's root, e.g. `lockedProps(...)` while the legal checkbox is not ticked. */
  locked?: ReturnType<typeof lockedProps>;
};

/** The wallet section of Connect: the wallet groups in spec order, then "All wallets" with the catalogue count. */
export function WalletMethod({ locked }: WalletMethodProps) {
  const dispatch = useAppDispatch();
  // Fetch the AllWallets view's code once the list is on screen, so "All wallets" opens at once.
  const shown = useModalShown();
  useEffect(() => (shown ? scheduleIdle(() => void loadAllWallets().catch(() => {})) : undefined), [shown]);
  const services = useAppSelector(selectServices);
  const groups = useAppSelector(selectWalletGroups);
  const showAllWallets = useAppSelector((state) => selectIsFeatureEnabled(state, 'allWallets'));
  const multiFamily = useAppSelector((state) => new Set(state.options.networks.map((network) => network.chainNamespace)).size > 1);
  // The same requests the shell prefetched at start: normally answered from the cache.
  const list = catalogueApi.endpoints.getWalletsInfinite.useInfiniteQuery(useAppSelector(selectWalletListArgs));
  catalogueApi.useGetWalletsQuery(useAppSelector(selectFeaturedWalletsArgs) ?? skipToken);
  catalogueApi.useGetWalletsQuery(useAppSelector(selectExcludedWalletsArgs) ?? skipToken);
  const firstPage = list.data?.pages[0];

  const select = (item: WalletListItem) => dispatch(chooseWallet(item));
  const imageOf = (item: WalletListItem) =>
    item.imageUrl ?? (item.imageId ? walletImageUrl(services, item.imageId) : undefined);

  return (
    <div className="foyer-connect__method foyer-wallet-list" data-testid="connect-method-wallet" {...locked}>
      {groups.flatMap(({ items }) =>
        items.map((item) => (
          <WalletRow
            key={item.id}
            testId={`wallet-${item.id}`}
            name={item.name}
            imageSrc={imageOf(item)}
            tag={rowTag(item, multiFamily)}
            onSelect={() => select(item)}
          />
        )),
      )}
      {list.isLoading ? (
        <div aria-busy="true" className="foyer-wallet-list">
          <span className="foyer-visually-hidden" role="status">
            {messages.common.loadingWallets}
          </span>
          {[0, 1].map((index) => (
            <div key={index} className="foyer-wallet-row-skeleton" aria-hidden="true">
              <Skeleton width={40} height={40} radius="var(--foyer-radius-m)" />
              <Skeleton width={120} height={14} />
            </div>
          ))}
        </div>
      ) : null}
      {showAllWallets ? (
        <WalletRow
          testId="all-wallets"
          name={messages.connect.allWallets}
          tag={firstPage ? { label: allWalletsLabel(firstPage.count) } : undefined}
          icon={
            <span className="foyer-wallet-row__all-icon" aria-hidden="true">
              {(firstPage?.data ?? []).slice(0, 4).map((wallet) => (
                <WalletImage key={wallet.id} src={walletImageSrc(services, wallet)} name={wallet.name} size={15} />
              ))}
            </span>
          }
          onSelect={() => dispatch(viewPushed({ view: 'AllWallets' }))}
        />
      ) : null}
    </div>
  );
}
