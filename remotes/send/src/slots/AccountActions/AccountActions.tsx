import { ACTION_ICON_PATHS, ActionRow, selectActiveNamespace, selectIsFeatureEnabled, viewPushed, type FeatureSlotProps, type FoyerState } from '@foyer/kernel';
import { useEffect } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { messages } from '../../messages.js';
import type { SendApi } from '../../SendApi.js';
import { SEND_FAMILIES } from '../../useSendContext.js';
import { preloadSendViews } from '../../views/sendViews.js';

/** The Account view's "Send" row (`account-send`): with the send feature on and an EVM or Solana account active. */
export function AccountActions(_props: FeatureSlotProps<SendApi>) {
  const dispatch = useDispatch();
  const enabled = useSelector((state: FoyerState) => selectIsFeatureEnabled(state, 'send'));
  const namespace = useSelector((state: FoyerState) => selectActiveNamespace(state));
  const offered = enabled && namespace !== null && SEND_FAMILIES.includes(namespace);
  // The row is on screen: fetch the views behind it, so Send opens at once.
  useEffect(() => {
    if (!offered) return;
    const timer = setTimeout(preloadSendViews, 0);
    return () => clearTimeout(timer);
  }, [offered]);
  if (!enabled || namespace === null || !SEND_FAMILIES.includes(namespace)) return null;
  return (
    <ActionRow
      testId="account-send"
      label={messages.accountActions.send}
      iconPath={ACTION_ICON_PATHS.send}
      onSelect={() => dispatch(viewPushed({ view: 'WalletSend' }))}
    />
  );
}
