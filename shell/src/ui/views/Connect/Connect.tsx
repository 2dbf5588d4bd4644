import { selectConnectMethodOrder } from '@foyer/kernel';
import { useAppSelector } from '../../../store/hooks.js';
import { WalletMethod } from './WalletMethod.js';

/**
 * The first view when disconnected: the connect methods in the selector's order. Email and social
 * sections are placeholders for their remotes (present only while the feature is on).
 */
export function Connect() {
  const methods = useAppSelector(selectConnectMethodOrder);
  return (
    <div className="foyer-view foyer-connect" data-testid="view-Connect">
      {methods.map((method) =>
        method === 'wallet' ? (
          <WalletMethod key={method} />
        ) : (
          // Filled by the email / socials remotes in a later issue.
          <div key={method} className="foyer-connect__method" data-testid={`connect-method-${method}`} />
        ),
      )}
    </div>
  );
}
