import { ActionRow, selectActiveAccount, selectIsFeatureEnabled, viewPushed, type FeatureSlotProps, type FoyerState } from '@foyer/kernel';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { messages } from '../../messages.js';
import type { SwapsApi } from '../../SwapsApi.js';
import { preloadSwapsViews } from '../../views/swapsViews.js';

/** Two arrows in opposite directions (24×24, stroked, like the kernel's `ACTION_ICON_PATHS`). */
const SWAP_ICON_PATH = 'M7 4v14m0 0l-3-3m3 3l3-3M17 20V6m0 0l-3 3m3-3l3 3';

/**
 * The Account view's "Swap" row (`account-swaps`): whenever the swaps feature is on and an account is
 * connected. On a network without swaps the view it opens says so ('Network not supported for Swaps').
 */
export function AccountActions(_props: FeatureSlotProps<SwapsApi>) {
  const dispatch = useDispatch();
  const enabled = useSelector((state: FoyerState) => selectIsFeatureEnabled(state, 'swaps'));
  const connected = useSelector((state: FoyerState) => selectActiveAccount(state) !== undefined);
  const offered = enabled && connected;
  // The row is on screen: fetch the views behind it, so Swap opens at once.
  useEffect(() => {
    if (!offered) return;
    const timer = setTimeout(preloadSwapsViews, 0);
    return () => clearTimeout(timer);
  }, [offered]);
  if (!offered) return null;
  return <ActionRow testId="account-swaps" label={messages.accountActions.swap} iconPath={SWAP_ICON_PATH} onSelect={() => dispatch(viewPushed({ view: 'Swap' }))} />;
}
