import { type CaipNetwork, viewReplaced } from '@foyer/kernel';
import { NAMESPACE_NAMES } from '../../../connectors/namespaceNames.js';
import { goBack } from '../../../router/goBack.js';
import { useAppDispatch } from '../../../store/hooks.js';
import { Icon } from '../../components/Icon/Icon.js';

export type SwitchActiveChainProps = { data: { network: CaipNetwork } };

/**
 * Moving to `data.network`, of a chain family no connected wallet covers: says so and offers to
 * connect a wallet of that family (Connect, in place of this view) or to cancel (Back). Nothing
 * changes until a wallet connects.
 */
export function SwitchActiveChain({ data }: SwitchActiveChainProps) {
  const dispatch = useAppDispatch();
  const { network } = data;
  const family = NAMESPACE_NAMES[network.chainNamespace];
  return (
    <div className="foyer-view foyer-state" data-testid="view-SwitchActiveChain">
      <span className="foyer-state__icon" aria-hidden="true">
        <Icon name="wallet" size={28} />
      </span>
      <p className="foyer-state__title">Connect a {family} wallet</p>
      <p className="foyer-state__text">
        No connected wallet supports {network.name}. Connect a {family} wallet to use it; your other wallets stay connected.
      </p>
      <div className="foyer-switch__actions">
        <button
          type="button"
          className="foyer-button foyer-button--block"
          data-testid="switch-active-chain-connect"
          data-autofocus
          onClick={() => dispatch(viewReplaced({ view: 'Connect' }))}
        >
          Connect a wallet
        </button>
        <button
          type="button"
          className="foyer-button foyer-button--secondary foyer-button--block"
          data-testid="switch-active-chain-cancel"
          onClick={() => dispatch(goBack())}
        >
          Cancel
        </button>
      </div>
    </div>
  );
}
