import { useCallback } from 'react';
import { useFoyerAccount, useFoyerProvider } from '@foyer/shell';
import { toHex } from '../toHex.js';
import { useAsyncAction } from '../useAsyncAction.js';
import { ActionResult } from './ActionResult.js';

export const DEMO_MESSAGE = 'Hello from the Foyer demo';

/** Signs a fixed message with `personal_sign` through the connected wallet. */
export function SignMessageAction() {
  const { address, isConnected } = useFoyerAccount();
  const { walletProvider } = useFoyerProvider('eip155');
  const sign = useCallback(async (): Promise<string> => {
    if (!walletProvider || !address) throw new Error('Connect a wallet first');
    const signature = await walletProvider.request({ method: 'personal_sign', params: [toHex(DEMO_MESSAGE), address] });
    return String(signature);
  }, [walletProvider, address]);
  const [state, run] = useAsyncAction(sign);
  return (
    <div className="action">
      <div className="action__text">
        <h3>Sign a message</h3>
        <p>
          <code>personal_sign</code> of “{DEMO_MESSAGE}”.
        </p>
      </div>
      <button
        type="button"
        className="button"
        data-testid="demo-sign-message"
        disabled={!isConnected || state.status === 'pending'}
        onClick={run}
      >
        Sign message
      </button>
      <ActionResult state={state} testId="demo-signature" label="Signature" />
    </div>
  );
}
