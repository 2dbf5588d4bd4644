import { selectConnectMethodOrder, selectIsFeatureEnabled, viewPushed } from '@foyer/kernel';
import { useAppDispatch, useAppSelector } from '../../../store/hooks.js';
import { Icon } from '../../components/Icon/Icon.js';
import { WalletRow } from '../../components/WalletRow/WalletRow.js';
import { messages } from '../../messages.js';
import { FeatureSlot } from './FeatureSlot.js';
import { LegalCheckbox } from './LegalCheckbox.js';
import { lockedProps } from './lockedProps.js';
import { WalletMethod } from './WalletMethod.js';

/**
 * The first view when disconnected: the connect methods in the selector's order. The email field
 * and the social buttons come from the email and socials remotes (present only while those
 * features are on and pay is off). Options (AppKit's rules): `features.legalCheckbox` with a terms
 * or privacy link puts a checkbox on top that unlocks the methods; `enableWallets: false` drops the
 * wallets; `features.collapseWallets` folds them into "Continue with a wallet" when email or social
 * login is offered too; the wallet guide ("Haven't got a wallet?") sits at the foot next to email or
 * social login.
 */
export function Connect() {
  const dispatch = useAppDispatch();
  const { enableWallets, enableWalletGuide, termsConditionsUrl, privacyPolicyUrl, legalAccepted } = useAppSelector((state) => state.options);
  const legal = useAppSelector((state) => selectIsFeatureEnabled(state, 'legalCheckbox')) && !!(termsConditionsUrl || privacyPolicyUrl);
  const collapse = useAppSelector((state) => selectIsFeatureEnabled(state, 'collapseWallets'));
  const methods = useAppSelector(selectConnectMethodOrder).filter((method) => method !== 'wallet' || enableWallets);
  const otherMethods = methods.some((method) => method !== 'wallet');
  const locked = lockedProps(legal && !legalAccepted);

  return (
    <div className="foyer-view foyer-connect" data-testid="view-Connect">
      {legal ? <LegalCheckbox /> : null}
      {methods.map((method) => {
        if (method === 'wallet' && collapse && otherMethods) {
          return (
            <div key={method} className="foyer-connect__method" data-testid="connect-method-wallet" {...locked}>
              <WalletRow
                testId="continue-with-wallet"
                name={messages.connect.continueWithWallet}
                icon={
                  <span className="foyer-wallet-row__all-icon foyer-connect__wallet-icon" aria-hidden="true">
                    <Icon name="wallet" size={22} />
                  </span>
                }
                onSelect={() => dispatch(viewPushed({ view: 'ConnectWallets' }))}
              />
            </div>
          );
        }
        if (method === 'wallet') return <WalletMethod key={method} locked={locked} />;
        return (
          <div key={method} className="foyer-connect__method" data-testid={`connect-method-${method}`} {...locked}>
            {method === 'email' ? <FeatureSlot remote="email" slot="ConnectEmail" /> : <FeatureSlot remote="socials" slot="ConnectSocials" />}
          </div>
        );
      })}
      {methods.length === 0 ? (
        <div className="foyer-state" data-testid="connect-empty" role="status">
          <p className="foyer-state__title">{messages.connect.noMethods}</p>
          <p className="foyer-state__text">{messages.connect.noMethodsText}</p>
        </div>
      ) : null}
      {enableWalletGuide && enableWallets && otherMethods ? (
        <div className="foyer-connect__guide" data-testid="wallet-guide" {...locked}>
          {messages.connect.noWallet}{' '}
          <button type="button" className="foyer-link" data-testid="wallet-guide-get-started" onClick={() => dispatch(viewPushed({ view: 'WhatIsAWallet' }))}>
            {messages.connect.getStarted}
          </button>
        </div>
      ) : null}
    </div>
  );
}
