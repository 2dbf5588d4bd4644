import {
  accountConnected,
  checksumEvmAddress,
  connectorAdded,
  foyerDevChain,
  selectAlert,
  selectCurrentRoute,
  selectModal,
  selectToast,
  solana,
  type ConnectorAdapter,
} from '@foyer/kernel';
import { act, fireEvent } from '@testing-library/react';
import { openModal } from '../../../router/openModal.js';
import { createFakeProvider } from '../../../test-utils/createFakeProvider.js';
import { RouterOutlet } from '../../router/RouterOutlet.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';

const a = checksumEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
const b = checksumEvmAddress('0x70997970c51812dc3a010c7d01b50e0d17dc79c8');
const sol = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';

/** Wallet A (known, not in use), Phantom on solana and Wallet B in use on eip155; ProfileWallets open. */
async function setup({ multiWallet = true, failing = [] as string[] } = {}) {
  const store = makeShellTestStore({ features: { multiWallet }, options: { networks: [foyerDevChain, solana] } });
  const adapter: Partial<ConnectorAdapter> = {
    disconnect: async (connectorId) => {
      if (failing.includes(connectorId)) throw new Error('no answer');
    },
  };
  store.extra.loadRemoteApi = async <api,>() => adapter as api;
  const providerA = createFakeProvider({ accounts: [a], authorized: true });
  store.extra.connectors.set('wallet.a', providerA);
  store.extra.connectors.set('wallet.b', createFakeProvider({ accounts: [b], authorized: true }));
  store.dispatch(connectorAdded({ id: 'wallet.a', type: 'ANNOUNCED', name: 'Wallet A', chain: 'eip155' }));
  store.dispatch(connectorAdded({ id: 'wallet.b', type: 'ANNOUNCED', name: 'Wallet B', chain: 'eip155' }));
  store.dispatch(connectorAdded({ id: 'phantom', type: 'ANNOUNCED', name: 'Phantom', chain: 'solana', remote: 'solana' }));
  store.dispatch(accountConnected({ connectorId: 'wallet.a', caipAddress: `eip155:31337:${a}` }));
  store.dispatch(accountConnected({ connectorId: 'phantom', caipAddress: `${solana.caipNetworkId}:${sol}` }));
  store.dispatch(accountConnected({ connectorId: 'wallet.b', caipAddress: `eip155:31337:${b}` }));
  store.dispatch(openModal({ view: 'ProfileWallets' }));
  const view = renderWithStore(<RouterOutlet />, inModal(store));
  // The view's code is a lazy chunk (shared with the other network and wallet views).
  await view.findByTestId('view-ProfileWallets');
  const row = (id: string) => view.getByTestId(`profile-wallet-${id}`);
  return { store, view, row, providerA };
}

describe('ProfileWallets, multiWallet on', () => {
  test('lists every connection across namespaces with address, family and status; the one in use first; accessible', async () => {
    const { view, row } = await setup();
    const rows = view.getAllByRole('listitem');
    expect(rows.map((item) => item.dataset.testid)).toEqual(['profile-wallet-wallet.b', 'profile-wallet-wallet.a', 'profile-wallet-phantom']);
    expect(row('wallet.b').dataset).toMatchObject({ status: 'connected', inUse: 'true', namespace: 'eip155' });
    expect(row('wallet.b').textContent).toContain('0x7099…79C8');
    expect(row('wallet.b').textContent).toContain('Wallet B · EVM · In use');
    expect(row('wallet.a').dataset).toMatchObject({ status: 'active', inUse: 'false' });
    expect(row('wallet.a').textContent).toContain('Not in use');
    expect(row('phantom').dataset).toMatchObject({ status: 'connected', inUse: 'false', namespace: 'solana' });
    expect(row('phantom').textContent).toContain('Phantom · Solana · Connected');
    await expectAccessible(view.container);
  });

  test('switching to a known wallet makes it the one in use', async () => {
    const { store, view, row } = await setup();
    await act(async () => void fireEvent.click(view.getByRole('button', { name: /^Use Wallet A on EVM/ })));
    expect(store.getState().connection.activeConnectorIds.eip155).toBe('wallet.a');
    expect(row('wallet.a').dataset.inUse).toBe('true');
    expect(view.getAllByRole('listitem')[0]?.dataset.testid).toBe('profile-wallet-wallet.a');
  });

  test('switching to the connected wallet of another family makes that family active', async () => {
    const { store, row } = await setup();
    await act(async () => void fireEvent.click(row('phantom').querySelector('button') as HTMLButtonElement));
    expect(store.getState().connection.activeNamespace).toBe('solana');
  });

  test('disconnecting one removes its row and keeps the keyboard in the list', async () => {
    const { view } = await setup();
    await act(async () => void fireEvent.click(view.getByTestId('profile-disconnect-phantom')));
    expect(view.queryByTestId('profile-wallet-phantom')).toBeNull();
    expect(document.activeElement).toBe(view.getByTestId('profile-wallets'));
  });

  test("'Failed to disconnect' when the wallet does not answer", async () => {
    const { store, view } = await setup({ failing: ['phantom'] });
    await act(async () => void fireEvent.click(view.getByTestId('profile-disconnect-phantom')));
    expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Failed to disconnect' });
  });

  test("disconnect all with a partial failure: 'Failed to disconnect chains: Solana'", async () => {
    const { store, view } = await setup({ failing: ['phantom'] });
    await act(async () => void fireEvent.click(view.getByTestId('profile-disconnect-all')));
    expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Failed to disconnect chains: Solana' });
    expect(view.queryAllByRole('listitem')).toEqual([]);
    expect(view.getByText('No wallet is connected.')).toBeTruthy();
  });

  test('disconnect all: every connection goes and the modal closes', async () => {
    const { store, view } = await setup();
    await act(async () => void fireEvent.click(view.getByTestId('profile-disconnect-all')));
    expect(store.getState().connection.connections).toEqual([]);
    expect(selectModal(store.getState()).open).toBe(false);
  });

  test('"Connect another wallet" opens Connect', async () => {
    const { store, view } = await setup();
    fireEvent.click(view.getByTestId('profile-add-wallet'));
    expect(selectCurrentRoute(store.getState()).view).toBe('Connect');
  });
});

describe('ProfileWallets, multiWallet off', () => {
  test('only the active connector’s connections show', async () => {
    const { view } = await setup({ multiWallet: false });
    expect(view.getAllByRole('listitem').map((item) => item.dataset.testid)).toEqual(['profile-wallet-wallet.b']);
    await expectAccessible(view.container);
  });

  test('connecting another wallet only shows the info alert', async () => {
    const { store, view } = await setup({ multiWallet: false });
    fireEvent.click(view.getByTestId('profile-add-wallet'));
    expect(selectAlert(store.getState())).toMatchObject({ code: 'MULTI_WALLET_NOT_ENABLED', variant: 'info' });
    expect(selectCurrentRoute(store.getState()).view).toBe('ProfileWallets');
  });
});
