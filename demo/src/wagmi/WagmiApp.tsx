import { WagmiActions } from './WagmiActions.js';
import { WagmiConnection } from './WagmiConnection.js';

/** The wagmi demo dapp: the connection as wagmi sees it, and what wagmi's hooks do through Foyer. */
export function WagmiApp() {
  return (
    <>
      <header className="topbar">
        <a className="brand" href="./" aria-label="Foyer demo home">
          <img src="./favicon.svg" alt="" width="28" height="28" />
          <span>Foyer</span>
          <span className="brand__tag">wagmi demo</span>
        </a>
      </header>
      <main className="page">
        <section className="hero">
          <h1>wagmi, connected through Foyer.</h1>
          <p>
            This page uses wagmi 3’s hooks (<code>useConnection</code>, <code>useSignMessage</code>,{' '}
            <code>useSendTransaction</code>, <code>useSwitchChain</code>) with the <code>@foyer/wagmi</code> connector:
            Connect opens the Foyer modal; pick the <strong>Foyer Dev Wallet</strong>.
          </p>
        </section>
        <div className="grid">
          <WagmiConnection />
          <WagmiActions />
        </div>
      </main>
    </>
  );
}
