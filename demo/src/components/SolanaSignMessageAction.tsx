import { useCallback } from 'react';
import { getBase58Decoder } from '@solana/kit';
import { DemoAction } from './DemoAction.js';
import type { DemoSolanaProvider } from './demoSolanaProvider.js';
import { SOLANA_DEMO_MESSAGE } from './solanaDemoConstants.js';

export type SolanaSignMessageActionProps = { provider: DemoSolanaProvider | undefined };

/** Signs a fixed UTF-8 message with the connected Solana wallet (`solana:signMessage`); shows the base58 signature. */
export function SolanaSignMessageAction({ provider }: SolanaSignMessageActionProps) {
  const sign = useCallback(async (): Promise<string> => {
    if (!provider) throw new Error('Connect a Solana wallet first');
    const signature = await provider.signMessage(new TextEncoder().encode(SOLANA_DEMO_MESSAGE));
    return getBase58Decoder().decode(signature);
  }, [provider]);
  return (
    <DemoAction
      title="Sign a message"
      description={<><code>signMessage</code> of “{SOLANA_DEMO_MESSAGE}” (Ed25519).</>}
      button={{ label: 'Sign message', testId: 'demo-solana-sign-message' }}
      result={{ label: 'Signature (base58)', testId: 'demo-solana-signature' }}
      enabled={provider !== undefined}
      action={sign}
    />
  );
}
