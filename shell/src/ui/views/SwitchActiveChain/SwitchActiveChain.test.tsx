import {
  accountConnected,
  checksumEvmAddress,
  foyerDevChain,
  selectActiveNamespace,
  selectRouterHistory,
  solana,
  viewPushed,
} from '@foyer/kernel';
import { fireEvent } from '@testing-library/react';
import { openModal } from '../../../router/openModal.js';
import { RouterOutlet } from '../../router/RouterOutlet.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';

const address = checksumEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');

async function setup() {
  const store = makeShellTestStore({ options: { networks: [foyerDevChain, solana] } });
  store.dispatch(accountConnected({ connectorId: 'com.example.wallet', caipAddress: `eip155:31337:${address}` }));
  store.dispatch(openModal());
  store.dispatch(viewPushed({ view: 'Networks' }));
  store.dispatch(viewPushed({ view: 'SwitchActiveChain', data: { network: solana } }));
  const view = renderWithStore(<RouterOutlet />, inModal(store));
  // The view's code is a lazy chunk (shared with the other network and wallet views).
  await view.findByTestId(/^view-/);
  return { store, view };
}

describe('SwitchActiveChain', () => {
  test('says no connected wallet covers the network and offers to connect one; accessible', async () => {
    const { view } = await setup();
    expect(view.getByTestId('view-SwitchActiveChain').textContent).toContain('Connect a Solana wallet');
    expect(view.getByTestId('view-SwitchActiveChain').textContent).toContain(`No connected wallet supports ${solana.name}.`);
    expect(view.getByRole('button', { name: 'Connect a wallet' }).hasAttribute('data-autofocus')).toBe(true);
    await expectAccessible(view.container);
  });

  test('"Connect a wallet" shows Connect in its place (Back returns to the picker); nothing switched yet', async () => {
    const { store, view } = await setup();
    fireEvent.click(view.getByTestId('switch-active-chain-connect'));
    expect(selectRouterHistory(store.getState())).toEqual([{ view: 'Account' }, { view: 'Networks' }, { view: 'Connect' }]);
    expect(selectActiveNamespace(store.getState())).toBe('eip155');
  });

  test('Cancel goes back to the picker', async () => {
    const { store, view } = await setup();
    fireEvent.click(view.getByTestId('switch-active-chain-cancel'));
    expect(selectRouterHistory(store.getState())).toEqual([{ view: 'Account' }, { view: 'Networks' }]);
  });
});
