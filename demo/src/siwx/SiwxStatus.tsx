import { useFoyerAccount, useFoyerNetwork } from '@foyer/shell';
import { useEffect, useState } from 'react';
import { getDemoSiwx } from './createDemoSiwx.js';

/** `demo-siwx-status`: "Signed in as <address>" while the account has a session on the active network, else "Not signed in". */
export function SiwxStatus() {
  const siwx = getDemoSiwx();
  const { address, isConnected } = useFoyerAccount();
  const { caipNetworkId } = useFoyerNetwork();
  const [signedIn, setSignedIn] = useState<string | null>(null);

  useEffect(() => {
    if (!siwx || !isConnected || !address || !caipNetworkId) {
      setSignedIn(null);
      return undefined;
    }
    let current = true;
    const check = () => {
      siwx
        .getSessions(caipNetworkId, address)
        .then((sessions) => {
          if (current) setSignedIn(sessions.length > 0 ? address : null);
        })
        .catch(() => {
          if (current) setSignedIn(null);
        });
    };
    check();
    const stop = siwx.subscribe(check);
    return () => {
      current = false;
      stop();
    };
  }, [siwx, address, isConnected, caipNetworkId]);

  if (!siwx) return null;
  return (
    <>
      <dt>Sign-in</dt>
      <dd data-testid="demo-siwx-status">{signedIn ? `Signed in as ${signedIn}` : 'Not signed in'}</dd>
    </>
  );
}
