import {
  selectActiveCaipNetworkId,
  selectNetworks,
  serializeError,
  toastShown,
  type CaipNetwork,
  type CaipNetworkId,
} from '@foyer/kernel';
import { useState } from 'react';
import { chooseNetwork } from '../../../connectors/network/chooseNetwork.js';
import { disconnect } from '../../../connectors/disconnect/disconnect.js';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { NetworkList } from '../Networks/NetworkList.js';
import { useMountedRef } from '../Networks/useMountedRef.js';
import { messages } from '../../messages.js';

/**
 * The wallet is on a network the app does not support (spec §4): the configured networks to
 * switch to (through SwitchNetwork), and Disconnect.
 */
export function UnsupportedChain() {
  const dispatch = useAppDispatch();
  const networks = useAppSelector(selectNetworks);
  const activeCaipNetworkId = useAppSelector(selectActiveCaipNetworkId);
  const [pending, setPending] = useState<CaipNetworkId | null>(null);
  const [disconnecting, setDisconnecting] = useState(false);
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
  const onDisconnect = async () => {
    setDisconnecting(true);
    try {
      await dispatch(disconnect());
    } finally {
      if (mounted.current) setDisconnecting(false);
    }
  };

  return (
    <div className="foyer-view foyer-unsupported" data-testid="view-UnsupportedChain" data-network={activeCaipNetworkId ?? undefined}>
      <p className="foyer-unsupported__text">{messages.unsupportedChain.text}</p>
      <NetworkList
        label={messages.unsupportedChain.networks}
        networks={networks}
        activeCaipNetworkId={activeCaipNetworkId}
        pendingCaipNetworkId={pending}
        onSelect={(network) => void choose(network)}
      />
      <div className="foyer-switch__actions">
        <button
          type="button"
          className="foyer-action foyer-action--danger"
          data-testid="unsupported-disconnect"
          disabled={disconnecting}
          aria-busy={disconnecting || undefined}
          onClick={() => void onDisconnect()}
        >
          <span className="foyer-action__icon" aria-hidden="true">
            {disconnecting ? <Spinner size={16} /> : <Icon name="logout" size={18} />}
          </span>
          <span className="foyer-action__label">{disconnecting ? messages.common.disconnecting : messages.common.disconnect}</span>
        </button>
      </div>
    </div>
  );
}
