import { useFoyerAccount } from '@foyer/shell';
import { PayAction } from './PayAction.js';
import { SendTransactionAction } from './SendTransactionAction.js';
import { SignMessageAction } from './SignMessageAction.js';
import { SolanaActions } from './SolanaActions.js';

/**
 * The "Try it" actions for the active account's chain: Solana signing and a SOL transfer for a
 * `solana:` account, `personal_sign` and an ETH transfer otherwise (disabled until a wallet connects),
 * so an action never goes to a wallet of the other chain; and a payment through `foyer.pay` (its modal
 * connects a wallet first if needed).
 */
export function ActionsCard() {
  const { caipAddress, isConnected } = useFoyerAccount();
  const isSolana = caipAddress?.startsWith('solana:') === true;
  return (
    <section className="card" aria-labelledby="actions-title">
      <h2 id="actions-title">Try it</h2>
      <p data-testid="demo-actions-chain">
        {isSolana
          ? 'Solana account: the actions go to the connected Solana wallet.'
          : isConnected
            ? 'EVM account: the actions go to the connected EVM wallet.'
            : 'Connect an EVM or a Solana wallet to sign and send.'}
      </p>
      {isSolana ? (
        <SolanaActions />
      ) : (
        <>
          <SignMessageAction />
          <SendTransactionAction />
        </>
      )}
      <PayAction />
    </section>
  );
}
