import type { CaipNetwork } from '@foyer/kernel';
import { useEffect, useRef } from 'react';
import { switchNetworkFromView } from '../../../connectors/network/switchNetworkFromView.js';
import { useAppDispatch } from '../../../store/hooks.js';
import { Icon } from '../../components/Icon/Icon.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { messages } from '../../messages.js';

export type SwitchNetworkProps = { data: { network: CaipNetwork } };

/**
 * "Approve in wallet" while the connected wallet is asked to move to `data.network`; "Try
 * again" (`switch-network-retry`) sends the request again (e.g. the wallet's prompt was
 * dismissed). Success and failure navigate (see `switchNetworkFromView`).
 */
export function SwitchNetwork({ data }: SwitchNetworkProps) {
  const dispatch = useAppDispatch();
  const { network } = data;
  const sent = useRef<string | null>(null);

  // One request per network shown (effects may run twice in development).
  useEffect(() => {
    if (sent.current === network.caipNetworkId) return;
    sent.current = network.caipNetworkId;
    void dispatch(switchNetworkFromView(network));
  }, [dispatch, network]);

  return (
    <div className="foyer-view foyer-connecting" data-testid="view-SwitchNetwork" data-state="switching">
      <div className="foyer-connecting__image">
        <WalletImage src={network.assets?.imageUrl} name={network.name} size={72} />
        <svg className="foyer-connecting__ring" viewBox="0 0 92 92" aria-hidden="true">
          <rect x="2" y="2" width="88" height="88" rx="28" pathLength="100" />
        </svg>
      </div>
      <div role="status" aria-live="polite" aria-atomic="true">
        <p className="foyer-connecting__title">{messages.switchNetwork.title}</p>
        <p className="foyer-connecting__text">{messages.switchNetwork.text(network.name)}</p>
      </div>
      <div className="foyer-connecting__actions">
        <button
          type="button"
          className="foyer-button foyer-button--secondary"
          data-testid="switch-network-retry"
          onClick={() => void dispatch(switchNetworkFromView(network))}
        >
          <Icon name="refresh" size={16} />
          {messages.common.tryAgain}
        </button>
      </div>
    </div>
  );
}
