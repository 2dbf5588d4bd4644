import { selectActiveCaipNetworkId, selectNetworks, serializeError, toastShown, type CaipNetwork, type CaipNetworkId } from '@foyer/kernel';
import { useState } from 'react';
import { chooseNetwork } from '../../../connectors/network/chooseNetwork.js';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { NetworkList } from './NetworkList.js';
import { useMountedRef } from './useMountedRef.js';
import { messages } from '../../messages.js';

/**
 * The network picker: the configured networks, the active one marked. Choosing one selects it,
 * or asks the wallet through SwitchNetwork / SwitchActiveChain (see `chooseNetwork`).
 */
export function Networks() {
  const dispatch = useAppDispatch();
  const networks = useAppSelector(selectNetworks);
  const activeCaipNetworkId = useAppSelector(selectActiveCaipNetworkId);
  const [pending, setPending] = useState<CaipNetworkId | null>(null);
  const mounted = useMountedRef();

  const choose = async (network: CaipNetwork) => {
    setPending(network.caipNetworkId);
    try {
      await dispatch(chooseNetwork(network));
    } catch (error) {
      dispatch(toastShown({ variant: 'error', message: serializeError(error).message }));
    } finally {
      if (mounted.current) setPending(null);
    }
  };

  return (
    <div className="foyer-view foyer-networks" data-testid="view-Networks">
      <NetworkList
        label={messages.networks.label}
        networks={networks}
        activeCaipNetworkId={activeCaipNetworkId}
        pendingCaipNetworkId={pending}
        onSelect={(network) => void choose(network)}
      />
      <p className="foyer-networks__hint">{messages.networks.hint}</p>
    </div>
  );
}
