import type { CaipNetwork, CaipNetworkId } from '@foyer/kernel';
import { NAMESPACE_NAMES } from '../../../connectors/network/namespaceNames.js';
import { Icon } from '../../components/Icon/Icon.js';
import { Spinner } from '../../components/Spinner/Spinner.js';
import { WalletImage } from '../../components/WalletImage/WalletImage.js';
import { messages } from '../../messages.js';

export type NetworkListProps = {
  /** Accessible name of the list. */
  label: string;
  networks: readonly CaipNetwork[];
  /** The active network: marked (`aria-current`) and checked. */
  activeCaipNetworkId: CaipNetworkId | null;
  /** The network being chosen: its row shows a spinner and every row waits. */
  pendingCaipNetworkId?: CaipNetworkId | null;
  onSelect: (network: CaipNetwork) => void;
};

/**
 * The configured networks as a list of buttons (`network-<caipNetworkId>`), each with its
 * family when several are configured and a "Testnet" tag.
 */
export function NetworkList({ label, networks, activeCaipNetworkId, pendingCaipNetworkId = null, onSelect }: NetworkListProps) {
  const families = new Set(networks.map((network) => network.chainNamespace));
  return (
    <ul className="foyer-network-list" aria-label={label}>
      {networks.map((network) => {
        const active = network.caipNetworkId === activeCaipNetworkId;
        const pending = network.caipNetworkId === pendingCaipNetworkId;
        return (
          <li key={network.caipNetworkId}>
            <button
              type="button"
              className="foyer-wallet-row foyer-network-row"
              data-testid={`network-${network.caipNetworkId}`}
              aria-current={active ? 'true' : undefined}
              aria-busy={pending || undefined}
              disabled={pendingCaipNetworkId !== null}
              onClick={() => onSelect(network)}
            >
              <WalletImage src={network.assets?.imageUrl} name={network.name} size={32} />
              <span className="foyer-wallet-row__name">
                {network.name}
                {families.size > 1 ? <span className="foyer-network-row__family">{NAMESPACE_NAMES[network.chainNamespace]}</span> : null}
              </span>
              {network.testnet ? <span className="foyer-tag">{messages.networks.testnet}</span> : null}
              {pending ? (
                <Spinner size={18} />
              ) : active ? (
                <span className="foyer-network-row__check">
                  <Icon name="check" size={18} />
                  <span className="foyer-visually-hidden">{messages.networks.active}</span>
                </span>
              ) : null}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
