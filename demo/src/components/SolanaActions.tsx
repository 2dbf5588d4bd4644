import { useMemo } from 'react';
import { useFoyerProvider } from '@foyer/shell';
import { readDemoConfig } from '../readDemoConfig.js';
import { asDemoSolanaProvider } from './demoSolanaProvider.js';
import { SolanaSendAction } from './SolanaSendAction.js';
import { SolanaSignMessageAction } from './SolanaSignMessageAction.js';

/** The demo actions for a connected Solana account, through the shell's Solana provider. */
export function SolanaActions() {
  const { walletProvider } = useFoyerProvider('solana');
  const provider = asDemoSolanaProvider(walletProvider);
  // The same settings main.tsx hands the Solana dev wallet: the node the transfer's blockhash comes from.
  const rpcUrl = useMemo(() => readDemoConfig({ location: window.location, served: window.foyerDemoConfig }).solanaUrl, []);
  return (
    <>
      <SolanaSignMessageAction provider={provider} />
      <SolanaSendAction provider={provider} rpcUrl={rpcUrl} />
    </>
  );
}
