import { ACTION_ICON_PATHS, ActionRow, selectActiveNamespace, selectIsFeatureEnabled, viewPushed, type FeatureSlotProps, type FoyerState } from '@foyer/kernel';
import { useDispatch, useSelector } from 'react-redux';
import { messages } from '../../messages.js';
import type { SendApi } from '../../SendApi.js';
import { SEND_FAMILIES } from '../../useSendContext.js';

/** The Account view's "Send" row (`account-send`): with the send feature on and an EVM or Solana account active. */
export function AccountActions(_props: FeatureSlotProps<SendApi>) {
  const dispatch = useDispatch();
  const enabled = useSelector((state: FoyerState) => selectIsFeatureEnabled(state, 'send'));
  const namespace = useSelector((state: FoyerState) => selectActiveNamespace(state));
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
