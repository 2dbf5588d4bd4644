import { ConnectButton } from '@foyer/shell';
import { ActionsCard } from './components/ActionsCard.js';
import { ConnectionCard } from './components/ConnectionCard.js';
import { EmbedCard } from './components/EmbedCard.js';
import { LanguageSelect } from './components/LanguageSelect.js';
import { ThemeToggle } from './components/ThemeToggle.js';

/** The demo host dapp. */
export function App() {
  return (
    <>
      <header className="topbar">
        <a className="brand" href="./" aria-label="Foyer demo home">
          <img src="./favicon.svg" alt="" width="28" height="28" />
          <span>Foyer</span>
          <span className="brand__tag">demo dapp</span>
        </a>
        <div className="topbar__end">
          <LanguageSelect />
          <ThemeToggle />
          <ConnectButton />
        </div>
      </header>
      <main className="page">
        <section className="hero">
          <h1>Connect a wallet, sign, send.</h1>
          <p>
            Click <strong>Connect Wallet</strong> and pick the <strong>Foyer Dev Wallet</strong>: a built-in
            EIP-6963 wallet for the local dev chain’s first account, or its Solana twin (Wallet Standard) for the
            local Solana node’s first account, so no browser extension is needed.
          </p>
        </section>
        <div className="grid">
          <ConnectionCard />
          <ActionsCard />
          <EmbedCard />
        </div>
      </main>
      <footer className="footer">
        Everything runs on 127.0.0.1: the dev chain, the catalogue and chain-data services, and this page.
      </footer>
    </>
  );
}
