import { useCallback } from 'react';
import { getBase58Decoder } from '@solana/kit';
import { useAsyncAction } from '../useAsyncAction.js';
import { ActionResult } from './ActionResult.js';
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
  const [state, run] = useAsyncAction(sign);
  return (
    <div className="action">
      <div className="action__text">
        <h3>Sign a message</h3>
        <p>
          <code>signMessage</code> of “{SOLANA_DEMO_MESSAGE}” (Ed25519).
        </p>
      </div>
      <button
        type="button"
        className="button"
        data-testid="demo-solana-sign-message"
        disabled={!provider || state.status === 'pending'}
        onClick={run}
      >
        Sign message
      </button>
      <ActionResult state={state} testId="demo-solana-signature" label="Signature (base58)" />
    </div>
  );
}
