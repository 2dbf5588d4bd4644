'use client';

import { ConnectButton, FoyerProvider, foyerStateFromCookie, useFoyerAccount, useFoyerNetwork, useFoyerState } from '@foyer/shell';
import { useEffect } from 'react';
import { DevWallet } from './DevWallet';
import { startFoyer } from './startFoyer';

export type FoyerAppProps = {
  /** The request's `Cookie` header, from the server component. */
  cookies: string | null;
  apiUrl: string;
  projectId: string;
  /** Announces the demo's dev wallet (EIP-6963) backed by this node, when set. */
  devNodeUrl: string | undefined;
};

/** Rendered on the server (no `window`) and hydrated in the browser. */
export function FoyerApp({ cookies, apiUrl, projectId, devNodeUrl }: FoyerAppProps) {
  // Before the provider renders: it reads the options of the page's instance.
  startFoyer({ apiUrl, projectId });
  return (
    <FoyerProvider initialState={foyerStateFromCookie(cookies)}>
      {devNodeUrl ? <DevWallet nodeUrl={devNodeUrl} /> : null}
      <main>
        <h1>Foyer on Next.js</h1>
        <ConnectButton />
        <AccountStatus />
      </main>
    </FoyerProvider>
  );
}

function AccountStatus() {
  const { status, address } = useFoyerAccount();
  const { caipNetworkId } = useFoyerNetwork();
  const { initialized } = useFoyerState();
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <dl>
      <dt>Status</dt>
      <dd data-testid="account-status">{status}</dd>
      <dt>Address</dt>
      <dd data-testid="account-address-text">{address ?? '-'}</dd>
      <dt>Network</dt>
      <dd data-testid="network">{caipNetworkId ?? '-'}</dd>
      <dt>Started</dt>
      <dd data-testid="initialized">{String(initialized)}</dd>
    </dl>
  );
}
