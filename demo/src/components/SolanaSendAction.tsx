import { useCallback } from 'react';
import { buildSolTransfer } from './buildSolTransfer.js';
import { useAsyncAction } from '../useAsyncAction.js';
import { ActionResult } from './ActionResult.js';
import type { DemoSolanaProvider } from './demoSolanaProvider.js';
import { SOLANA_DEV_ACCOUNT_1, SOLANA_TRANSFER_LAMPORTS } from './solanaDemoConstants.js';

export type SolanaSendActionProps = {
  provider: DemoSolanaProvider | undefined;
  /** JSON-RPC URL of the Solana node the transfer's blockhash comes from. */
  rpcUrl: string;
};

/** Sends 0.01 SOL to Solana dev account 1 with the connected wallet's `signAndSendTransaction`. */
export function SolanaSendAction({ provider, rpcUrl }: SolanaSendActionProps) {
  const send = useCallback(async (): Promise<string> => {
    if (!provider) throw new Error('Connect a Solana wallet first');
    const transfer = await buildSolTransfer({
      rpcUrl,
      from: provider.address,
      to: SOLANA_DEV_ACCOUNT_1,
      lamports: SOLANA_TRANSFER_LAMPORTS,
    });
    return provider.signAndSendTransaction(transfer);
  }, [provider, rpcUrl]);
  const [state, run] = useAsyncAction(send);
  return (
    <div className="action">
      <div className="action__text">
        <h3>Send a transaction</h3>
        <p>
          0.01 SOL to Solana dev account 1 (<code>{`${SOLANA_DEV_ACCOUNT_1.slice(0, 4)}…${SOLANA_DEV_ACCOUNT_1.slice(-4)}`}</code>).
        </p>
      </div>
      <button
        type="button"
        className="button"
        data-testid="demo-solana-send"
        disabled={!provider || state.status === 'pending'}
        onClick={run}
      >
        Send 0.01 SOL
      </button>
      <ActionResult state={state} testId="demo-solana-tx-signature" label="Transaction signature" />
    </div>
  );
}
