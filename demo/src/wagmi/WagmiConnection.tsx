import { useConnect, useConnection, useConnectors, useDisconnect } from 'wagmi';
import { ActionResult } from '../components/ActionResult.js';
import { errorMessage } from '../errorMessage.js';

/** wagmi's view of the connection (`useConnection`), and Connect / Disconnect through the connector. */
export function WagmiConnection() {
  const { status, address, chain, chainId } = useConnection();
  const [connector] = useConnectors();
  const connect = useConnect();
  const disconnect = useDisconnect();
  const connected = status === 'connected';
  return (
    <section className="card" aria-labelledby="wagmi-connection-title">
      <h2 id="wagmi-connection-title">Connection (wagmi)</h2>
      <dl className="facts">
        <dt>Status</dt>
        <dd>
          <span className={`badge badge--${status}`} data-testid="wagmi-status">
            {status}
          </span>
        </dd>
        <dt>Address</dt>
        <dd>
          <code data-testid="wagmi-address">{address ?? '—'}</code>
        </dd>
        <dt>Chain</dt>
        <dd data-testid="wagmi-chain" data-chain-id={chainId}>
          {connected ? `${chain?.name ?? 'Unknown chain'} (${chainId})` : '—'}
        </dd>
      </dl>
      {connected ? (
        <button type="button" className="button button--secondary" data-testid="wagmi-disconnect" onClick={() => disconnect.mutate()}>
          Disconnect
        </button>
      ) : (
        <button
          type="button"
          className="button"
          data-testid="wagmi-connect"
          disabled={!connector || connect.isPending}
          onClick={() => connector && connect.mutate({ connector })}
        >
          Connect with Foyer
        </button>
      )}
      {connect.isError && (
        <ActionResult state={{ status: 'error', message: errorMessage(connect.error) }} testId="wagmi-connect-error" label="Error" />
      )}
    </section>
  );
}
