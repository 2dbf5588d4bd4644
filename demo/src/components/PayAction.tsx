import { useCallback, useState } from 'react';
import { FOYER_DEV_EVM_ACCOUNTS, FOYER_DEV_TOKENS } from '@foyer/kernel';
import { foyerDevChain, useFoyer, type PayOptions, type PayResult } from '@foyer/shell';

const FUSD = FOYER_DEV_TOKENS.find((token) => token.symbol === 'fUSD' && token.caipNetworkId === foyerDevChain.caipNetworkId);
/** The fixed dev address the demo pays: the dev chain's third account (standard dev mnemonic, index 2). */
export const PAY_RECIPIENT = FOYER_DEV_EVM_ACCOUNTS[2];

/** 5 fUSD (the dev chain's 6-decimals token) to dev account 2. */
export const DEMO_PAYMENT: PayOptions = {
  recipient: PAY_RECIPIENT,
  amount: 5,
  paymentAsset: {
    network: foyerDevChain.caipNetworkId,
    asset: FUSD?.address ?? '',
    metadata: { name: FUSD?.name ?? 'Foyer USD', symbol: FUSD?.symbol ?? 'fUSD', decimals: FUSD?.decimals ?? 6 },
  },
};

/**
 * `foyer.pay`: asks for 5 fUSD to dev account 2. The modal shows the request and the ways to pay
 * (connecting first if needed); the result is the mined transaction's hash or the catalogued error.
 */
export function PayAction() {
  const { pay } = useFoyer();
  const [result, setResult] = useState<PayResult | 'pending' | undefined>(undefined);
  const run = useCallback(() => {
    setResult('pending');
    pay(DEMO_PAYMENT)
      .then(setResult)
      .catch((error: unknown) => setResult({ success: false, error: error instanceof Error ? error.message : String(error) }));
  }, [pay]);
  return (
    <div className="action">
      <div className="action__text">
        <h3>Pay</h3>
        <p>
          5 fUSD to dev account 2 (<code>{`${PAY_RECIPIENT.slice(0, 6)}…${PAY_RECIPIENT.slice(-4)}`}</code>) with <code>foyer.pay</code>.
        </p>
      </div>
      <button type="button" className="button" data-testid="demo-pay" disabled={result === 'pending'} onClick={run}>
        Pay 5 fUSD
      </button>
      {result === undefined ? null : result === 'pending' ? (
        <p className="result result--pending" role="status">
          Waiting for the payment…
        </p>
      ) : (
        <p className={result.success ? 'result' : 'result result--error'} role={result.success ? 'status' : 'alert'} data-testid="demo-pay-result">
          {result.success ? (
            <>
              <span className="result__label">Paid: </span>
              <code className="result__value">{result.result}</code>
            </>
          ) : (
            result.error
          )}
        </p>
      )}
    </div>
  );
}
