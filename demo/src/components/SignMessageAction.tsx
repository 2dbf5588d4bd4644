import { useCallback } from 'react';
import { useFoyerAccount, useFoyerProvider } from '@foyer/shell';
import { toHex } from '../toHex.js';
import { DemoAction } from './DemoAction.js';

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
  return (
    <DemoAction
      title="Sign a message"
      description={<><code>personal_sign</code> of “{DEMO_MESSAGE}”.</>}
      button={{ label: 'Sign message', testId: 'demo-sign-message' }}
      result={{ label: 'Signature', testId: 'demo-signature' }}
      enabled={isConnected}
      action={sign}
    />
  );
}
