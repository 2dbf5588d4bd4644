import { type CaipNetwork, viewReplaced } from '@foyer/kernel';
import { NAMESPACE_NAMES } from '../../../connectors/network/namespaceNames.js';
import { goBack } from '../../../router/goBack.js';
import { useAppDispatch } from '../../../store/hooks.js';
import { Icon } from '../../components/Icon/Icon.js';
import { messages } from '../../messages.js';

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
      <p className="foyer-state__title">{messages.switchActiveChain.title(family)}</p>
      <p className="foyer-state__text">{messages.switchActiveChain.text(network.name, family)}</p>
      <div className="foyer-switch__actions">
        <button
          type="button"
          className="foyer-button foyer-button--block"
          data-testid="switch-active-chain-connect"
          data-autofocus
          onClick={() => dispatch(viewReplaced({ view: 'Connect' }))}
        >
          {messages.switchActiveChain.connect}
        </button>
        <button
          type="button"
          className="foyer-button foyer-button--secondary foyer-button--block"
          data-testid="switch-active-chain-cancel"
          onClick={() => dispatch(goBack())}
        >
          {messages.switchActiveChain.cancel}
        </button>
      </div>
    </div>
  );
}
