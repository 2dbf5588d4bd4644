import { useCallback } from 'react';
import { buildSolTransfer } from './buildSolTransfer.js';
import { DemoAction } from './DemoAction.js';
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
  return (
    <DemoAction
      title="Send a transaction"
      description={<>0.01 SOL to Solana dev account 1 (<code>{`${SOLANA_DEV_ACCOUNT_1.slice(0, 4)}…${SOLANA_DEV_ACCOUNT_1.slice(-4)}`}</code>).</>}
      button={{ label: 'Send 0.01 SOL', testId: 'demo-solana-send' }}
      result={{ label: 'Transaction signature', testId: 'demo-solana-tx-signature' }}
      enabled={provider !== undefined}
      action={send}
    />
  );
}
