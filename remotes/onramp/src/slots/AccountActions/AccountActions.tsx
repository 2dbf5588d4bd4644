import { ActionRow, selectActiveNamespace, selectIsFeatureEnabled, viewPushed, type FeatureSlotProps, type FoyerState } from '@foyer/kernel';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { messages } from '../../messages.js';
import { ONRAMP_FAMILIES } from '../../useOnrampContext.js';
import { preloadOnrampViews } from '../../views/onrampViews.js';

/** A card with a plus: buying with money. */
const BUY_ICON_PATH = 'M3 7h18v10H3zM3 11h18M12 3v3';

/** The Account view's "Buy crypto" row (`account-onramp`): with the onramp feature on and an EVM or Solana account active. */
export function AccountActions(_props: FeatureSlotProps<unknown>) {
  const dispatch = useDispatch();
  const enabled = useSelector((state: FoyerState) => selectIsFeatureEnabled(state, 'onramp'));
  const namespace = useSelector((state: FoyerState) => selectActiveNamespace(state));
  const offered = enabled && namespace !== null && ONRAMP_FAMILIES.includes(namespace);
  // The row is on screen: fetch the views behind it, so the onramp opens at once.
  useEffect(() => {
    if (!offered) return;
    const timer = setTimeout(preloadOnrampViews, 0);
    return () => clearTimeout(timer);
  }, [offered]);
  if (!offered) return null;
  return <ActionRow testId="account-onramp" label={messages.accountActions.buy} iconPath={BUY_ICON_PATH} onSelect={() => dispatch(viewPushed({ view: 'OnRampProviders' }))} />;
}
