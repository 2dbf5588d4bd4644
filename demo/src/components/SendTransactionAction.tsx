import { useCallback } from 'react';
import { useFoyerAccount, useFoyerProvider } from '@foyer/shell';
import { DemoAction } from './DemoAction.js';

/** The dev chain's second funded account (standard dev mnemonic, index 1). */
export const DEV_ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
/** 0.01 ETH in wei. */
export const TRANSFER_VALUE_WEI = 10n ** 16n;

/** Sends 0.01 ETH to dev account 1 with `eth_sendTransaction` through the connected wallet. */
export function SendTransactionAction() {
  const { address, isConnected } = useFoyerAccount();
  const { walletProvider } = useFoyerProvider('eip155');
  const send = useCallback(async (): Promise<string> => {
    if (!walletProvider || !address) throw new Error('Connect a wallet first');
    const hash = await walletProvider.request({
      method: 'eth_sendTransaction',
      params: [{ from: address, to: DEV_ACCOUNT_1, value: `0x${TRANSFER_VALUE_WEI.toString(16)}` }],
    });
    return String(hash);
  }, [walletProvider, address]);
  return (
    <DemoAction
      title="Send a transaction"
      description={<>0.01 ETH to dev account 1 (<code>{`${DEV_ACCOUNT_1.slice(0, 6)}…${DEV_ACCOUNT_1.slice(-4)}`}</code>).</>}
      button={{ label: 'Send 0.01 ETH', testId: 'demo-send-transaction' }}
      result={{ label: 'Transaction hash', testId: 'demo-tx-hash' }}
      enabled={isConnected}
      action={send}
    />
  );
}
