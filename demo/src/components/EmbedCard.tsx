const snippet = `import { createFoyer, ConnectButton, foyerDevChain, mainnet } from '@foyer/shell';

createFoyer({
  projectId: 'foyer-demo',
  networks: [foyerDevChain, mainnet],
  metadata: { name: 'My dapp', url: location.origin },
});

export const Header = () => <ConnectButton />;`;

/** How this page embeds Foyer. */
export function EmbedCard() {
  return (
    <section className="card card--wide" aria-labelledby="embed-title">
      <h2 id="embed-title">Embed it</h2>
      <p>
        This page is an ordinary React app: it installs <code>@foyer/shell</code> from npm and bundles it. Features
        such as Receive are fetched at runtime, only when the project enables them. Without a bundler, use{' '}
        <a href="./standalone.html">the standalone build</a>.
      </p>
      <pre className="code">
        <code>{snippet}</code>
      </pre>
    </section>
  );
}
