import { useFoyer, useFoyerAccount, useFoyerNetwork } from '@foyer/shell';
import { SiwxStatus } from '../siwx/SiwxStatus.js';

/** The connection state as the hooks report it. */
export function ConnectionCard() {
  const { address, status, isConnected } = useFoyerAccount();
  const { caipNetwork, caipNetworkId } = useFoyerNetwork();
  const { open } = useFoyer();
  return (
    <section className="card" aria-labelledby="connection-title">
      <h2 id="connection-title">Connection</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <span className={`badge badge--${status ?? 'unknown'}`} data-testid="demo-status">
            {status}
          </span>
        </dd>
        <dt>Address</dt>
        <dd>
          <code data-testid="demo-address">{isConnected && address ? address : '—'}</code>
        </dd>
        <dt>Network</dt>
        <dd data-testid="demo-network">
          {caipNetwork ? `${caipNetwork.name} (${caipNetworkId})` : (caipNetworkId ?? '—')}
        </dd>
        <SiwxStatus />
      </dl>
      {isConnected && (
        <button type="button" className="button button--secondary" onClick={() => open({ view: 'Account' })}>
          Open account
        </button>
      )}
    </section>
  );
}
