import { useCallback } from 'react';
import { parseEther } from 'viem';
import { useConfig, useConnection, useSendTransaction, useSignMessage, useSwitchChain } from 'wagmi';
import { waitForTransactionReceipt } from 'wagmi/actions';
import { ActionResult } from '../components/ActionResult.js';
import { DemoAction } from '../components/DemoAction.js';
import { DEV_ACCOUNT_1 } from '../components/SendTransactionAction.js';
import { DEMO_MESSAGE } from '../components/SignMessageAction.js';
import { errorMessage } from '../errorMessage.js';

/** Signing, sending and switching chains with wagmi's hooks, through the wallet connected in Foyer. */
export function WagmiActions() {
  const config = useConfig();
  const { status, chainId } = useConnection();
  const signMessage = useSignMessage();
  const sendTransaction = useSendTransaction();
  const switchChain = useSwitchChain();
  const connected = status === 'connected';

  const sign = useCallback(() => signMessage.mutateAsync({ message: DEMO_MESSAGE }), [signMessage]);
  const send = useCallback(async () => {
    const hash = await sendTransaction.mutateAsync({ to: DEV_ACCOUNT_1, value: parseEther('0.01') });
    const receipt = await waitForTransactionReceipt(config, { hash });
    return `${hash} (${receipt.status})`;
  }, [config, sendTransaction]);

  return (
    <section className="card" aria-labelledby="wagmi-actions-title">
      <h2 id="wagmi-actions-title">wagmi hooks</h2>
      <DemoAction
        title="useSignMessage"
        description={<>Signs “{DEMO_MESSAGE}”.</>}
        button={{ label: 'Sign message', testId: 'wagmi-sign-message' }}
        result={{ label: 'Signature', testId: 'wagmi-signature' }}
        enabled={connected}
        action={sign}
      />
      <DemoAction
        title="useSendTransaction"
        description={<>Sends 0.01 ETH to dev account 1 and waits for the receipt.</>}
        button={{ label: 'Send 0.01 ETH', testId: 'wagmi-send-transaction' }}
        result={{ label: 'Transaction (receipt status)', testId: 'wagmi-tx' }}
        enabled={connected}
        action={send}
      />
      <div className="action">
        <div className="action__text">
          <h3>useSwitchChain</h3>
          <p>Switches the wallet through Foyer’s network switching.</p>
        </div>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
          {switchChain.chains.map((chain) => (
            <button
              key={chain.id}
              type="button"
              className="button button--secondary"
              data-testid={`wagmi-switch-${chain.id}`}
              aria-pressed={chain.id === chainId}
              disabled={!connected || switchChain.isPending || chain.id === chainId}
              onClick={() => switchChain.mutate({ chainId: chain.id })}
            >
              {chain.name}
            </button>
          ))}
        </div>
        {switchChain.isError && (
          <ActionResult state={{ status: 'error', message: errorMessage(switchChain.error) }} testId="wagmi-switch-error" label="Error" />
        )}
      </div>
    </section>
  );
}
