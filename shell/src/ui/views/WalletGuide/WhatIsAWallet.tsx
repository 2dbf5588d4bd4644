import { viewPushed } from '@foyer/kernel';
import { useAppDispatch } from '../../../store/hooks.js';
import { Icon } from '../../components/Icon/Icon.js';
import { messages } from '../../messages.js';

const POINTS = [
  [messages.walletGuide.oneLogin, messages.walletGuide.oneLoginText],
  [messages.walletGuide.assets, messages.walletGuide.assetsText],
  [messages.walletGuide.gateway, messages.walletGuide.gatewayText],
] as const;

/** The wallet guide's explainer ("What is a wallet?"), then "Get a wallet". */
export function WhatIsAWallet() {
  const dispatch = useAppDispatch();
  return (
    <div className="foyer-view foyer-guide" data-testid="view-WhatIsAWallet">
      <ul className="foyer-guide__points">
        {POINTS.map(([title, text]) => (
          <li key={title} className="foyer-guide__point">
            <h3>{title}</h3>
            <p>{text}</p>
          </li>
        ))}
      </ul>
      <button type="button" className="foyer-button foyer-button--block" data-testid="get-a-wallet" onClick={() => dispatch(viewPushed({ view: 'GetWallet' }))}>
        <Icon name="wallet" size={18} />
        {messages.walletGuide.getWallet}
      </button>
    </div>
  );
}
