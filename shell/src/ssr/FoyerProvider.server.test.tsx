/** @jest-environment node */
import { foyerDevChain, shortenAddress } from '@foyer/kernel';
import { renderToString } from 'react-dom/server';
import { createFoyer } from '../createFoyer.js';
import type { Foyer } from '../Foyer.js';
import { useFoyerAccount } from '../hooks/useFoyerAccount.js';
import { useFoyerNetwork } from '../hooks/useFoyerNetwork.js';
import { useFoyerProvider } from '../hooks/useFoyerProvider.js';
import { ConnectButton } from '../ui/ConnectButton.js';
import { FoyerProvider } from './FoyerProvider.js';
import { foyerStateFromCookie } from './foyerStateFromCookie.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const cookieHeader = `foyer.state=${encodeURIComponent(JSON.stringify({ caipAddress: `eip155:31337:${address}`, connectorId: 'w' }))}`;
let foyer: Foyer;
beforeEach(() => {
  foyer = createFoyer({ projectId: 'p', networks: [foyerDevChain], debug: false });
});
afterEach(() => foyer.destroy());

function Page() {
  const { status, address: shown } = useFoyerAccount();
  const { chainId } = useFoyerNetwork();
  const { walletProvider } = useFoyerProvider('eip155');
  return (
    <main>
      <ConnectButton />
      <p>{`${status} ${shown ?? '-'} ${String(chainId)} ${walletProvider === undefined ? 'no provider' : 'provider'}`}</p>
    </main>
  );
}

test('given the session cookie, the server renders the connected account on the button and in the hooks', () => {
  const html = renderToString(
    <FoyerProvider initialState={foyerStateFromCookie(cookieHeader)}>
      <Page />
    </FoyerProvider>,
  );
  expect(html).toContain(`data-state="connected"`);
  expect(html).toContain(shortenAddress(address));
  expect(html).toContain(`connected ${address} 31337 no provider`);
  // The page's own instance is untouched: the browser still restores the session itself.
  expect(foyer.getAccount().isConnected).toBe(false);
});

test('given no cookie, the server renders a fresh visitor', () => {
  const html = renderToString(
    <FoyerProvider initialState={foyerStateFromCookie(undefined)}>
      <Page />
    </FoyerProvider>,
  );
  expect(html).toContain(`data-state="disconnected"`);
  expect(html).toContain('Connect Wallet');
  expect(html).not.toContain(shortenAddress(address));
  expect(html).toContain('disconnected - 31337 no provider');
});
