import { ConnectionRejectedError, selectConnectionStatus } from '@foyer/kernel';
import { act, fireEvent, waitFor } from '@testing-library/react';
import { connectConnector } from '../../../connectors/connect/connectConnector.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { addFakeWallet } from '../../test-utils/fakeWallet.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';
import { ConnectingExternal } from './ConnectingExternal.js';

function setup(behaviour: 'pending' | 'reject') {
  const store = makeShellTestStore();
  const wallet = addFakeWallet(store, { behaviour });
  const view = renderWithStore(<ConnectingExternal data={{ connectorId: wallet.id }} />, inModal(store));
  return { store, wallet, view, root: () => view.getByTestId('view-ConnectingExternal') };
}

describe('ConnectingExternal', () => {
  test('while the wallet is asked: "Continue in <wallet>", announced as a status', async () => {
    const { store, wallet, view, root } = setup('pending');
    act(() => void store.dispatch(connectConnector(wallet.id)));
    expect(root().dataset.state).toBe('connecting');
    expect(view.getByRole('status').textContent).toContain('Continue in Foyer Dev Wallet');
    expect(view.queryByRole('button')).toBeNull();
    await expectAccessible(view.container);
  });

  test(`on rejection: '${new ConnectionRejectedError().shortMessage}' and "Try again" asks the wallet again`, async () => {
    const { store, wallet, view, root } = setup('reject');
    await act(() => store.dispatch(connectConnector(wallet.id)));
    expect(root().dataset.state).toBe('rejected');
    expect(view.getByRole('status').textContent).toContain('Connection rejected');
    const retry = view.getByRole('button', { name: 'Try again' });
    expect(document.activeElement).toBe(retry);
    await expectAccessible(view.container);

    wallet.behaviour = 'approve';
    fireEvent.click(retry);
    expect(root().dataset.state).toBe('connecting');
    await waitFor(() => expect(selectConnectionStatus(store.getState())).toBe('connected'));
    expect(wallet.requests.filter((method) => method === 'eth_requestAccounts')).toHaveLength(2);
  });
});
