import { foyerDevChain, shortenAddress } from '@foyer/kernel';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createFoyer } from '../createFoyer.js';
import type { Foyer } from '../Foyer.js';
import { ConnectButton } from '../ui/ConnectButton.js';
import { FoyerProvider } from './FoyerProvider.js';
import type { FoyerInitialState } from './FoyerInitialState.js';

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const initialState: FoyerInitialState = { caipAddress: `eip155:31337:${address}`, connectorId: 'w' };
let foyer: Foyer | undefined;
afterEach(() => act(async () => foyer?.destroy()));

test('the browser hydrates the server-rendered session without a mismatch, then follows the live state', async () => {
  // basic mode and no reconnect keep start-up off the network; the live instance ends disconnected.
  foyer = createFoyer({ projectId: 'p', basic: true, networks: [foyerDevChain], debug: false, enableReconnect: false });
  const app = (
    <FoyerProvider initialState={initialState}>
      <ConnectButton />
    </FoyerProvider>
  );
  const container = document.createElement('div');
  container.innerHTML = renderToString(app);
  document.body.append(container);
  expect(container.querySelector('button')?.textContent).toBe(shortenAddress(address));

  const errors: unknown[] = [];
  const consoleError = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => void errors.push(args));
  const root = await act(async () =>
    hydrateRoot(container, app, { onRecoverableError: (error) => void errors.push(error) }),
  );
  consoleError.mockRestore();
  expect(errors).toEqual([]);
  // Once hydrated the live instance rules: nothing restored it here, so it shows Connect.
  expect(container.querySelector('button')?.getAttribute('data-state')).toBe('disconnected');
  act(() => root.unmount());
  container.remove();
});
