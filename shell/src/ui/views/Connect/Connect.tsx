import { selectConnectMethodOrder } from '@foyer/kernel';
import { useAppSelector } from '../../../store/hooks.js';
import { FeatureSlot } from './FeatureSlot.js';
import { WalletMethod } from './WalletMethod.js';

/**
 * The first view when disconnected: the connect methods in the selector's order. The email field
 * and the social buttons come from the email and socials remotes (present only while those
 * features are on and pay is off).
 */
export function Connect() {
  const methods = useAppSelector(selectConnectMethodOrder);
  return (
    <div className="foyer-view foyer-connect" data-testid="view-Connect">
      {methods.map((method) =>
        method === 'wallet' ? (
          <WalletMethod key={method} />
        ) : (
          <div key={method} className="foyer-connect__method" data-testid={`connect-method-${method}`}>
            {method === 'email' ? (
              <FeatureSlot remote="email" slot="ConnectEmail" />
            ) : (
              <FeatureSlot remote="socials" slot="ConnectSocials" />
            )}
          </div>
        ),
      )}
    </div>
  );
}
