import { ACTION_ICON_PATHS, ActionRow, nameCoinType, selectActiveAccount, selectActiveCaipNetworkId, useGetIdentityQuery, viewPushed, type FeatureSlotProps } from '@foyer/kernel';
import { skipToken } from '@reduxjs/toolkit/query/react';
import { useDispatch, useSelector } from 'react-redux';
import { messages } from '../../messages.js';
import type { NamesApi } from '../../NamesApi.js';

type State = Parameters<typeof selectActiveAccount>[0];

/**
 * The Account view's "Choose a name" row (`account-register-name`): for an EVM or Solana account
 * whose identity has no name yet (the identity answer is the one the Account view already asked for).
 */
export function AccountActions(_props: FeatureSlotProps<NamesApi>) {
  const dispatch = useDispatch();
  const address = useSelector((state: State) => selectActiveAccount(state)?.address);
  const chainId = useSelector((state: State) => selectActiveCaipNetworkId(state));
  const supported = chainId !== null && nameCoinType(chainId) !== undefined;
  const identity = useGetIdentityQuery(chainId !== null && supported && address ? { address, chainId } : skipToken);
  if (!supported || !identity.isSuccess || identity.data.name !== null) return null;
  return (
    <ActionRow
      testId="account-register-name"
      label={messages.accountActions.registerName}
      iconPath={ACTION_ICON_PATHS.name}
      onSelect={() => dispatch(viewPushed({ view: 'RegisterAccountName' }))}
    />
  );
}
