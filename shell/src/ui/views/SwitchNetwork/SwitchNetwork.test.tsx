import {
  accountConnected,
  checksumEvmAddress,
  foyerDevChain,
  historyPopped,
  mainnet,
  selectActiveCaipNetworkId,
  selectCurrentRoute,
  selectModal,
  selectRouterHistory,
  selectToast,
  viewPushed,
  type Eip1193RequestArguments,
} from '@foyer/kernel';
import { act, fireEvent } from '@testing-library/react';
import { openModal } from '../../../router/openModal.js';
import { createFakeProvider } from '../../../test-utils/createFakeProvider.js';
import { RouterOutlet } from '../../router/RouterOutlet.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { renderWithStore } from '@foyer/kernel/test';
import { inModal } from '../../test-utils/inModal.js';

const address = checksumEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');

type Answer = { resolve: (value: unknown) => void; reject: (error: unknown) => void };

/**
 * Account > Networks > SwitchNetwork(mainnet) with a wallet whose `wallet_switchEthereumChain`
 * answers are held until the test settles them.
 */
async function setup({ direct = false } = {}) {
  const store = makeShellTestStore();
  const provider = createFakeProvider({ authorized: true });
  const answers: Answer[] = [];
  const request = provider.request.bind(provider);
  provider.request = (args: Eip1193RequestArguments) => {
    if (args.method !== 'wallet_switchEthereumChain') return request(args);
    provider.requests.push(args);
    return new Promise((resolve, reject) => answers.push({ resolve: () => resolve(request(args)), reject }));
  };
  store.extra.connectors.set('com.example.wallet', provider);
  store.dispatch(accountConnected({ connectorId: 'com.example.wallet', caipAddress: `eip155:31337:${address}` }));
  if (direct) store.dispatch(openModal({ view: 'SwitchNetwork', data: { network: mainnet } }));
  else {
    store.dispatch(openModal());
    store.dispatch(viewPushed({ view: 'Networks' }));
    store.dispatch(viewPushed({ view: 'SwitchNetwork', data: { network: mainnet } }));
  }
  const view = renderWithStore(<RouterOutlet />, inModal(store));
  // The view's code is a lazy chunk (shared with the other network and wallet views).
  await view.findByTestId(/^view-/);
  return { store, view, provider, answers };
}

describe('SwitchNetwork', () => {
  test('"Approve in wallet" while the wallet is asked once; announced; accessible', async () => {
    const { view, provider } = await setup();
    expect(view.getByTestId('view-SwitchNetwork').dataset.state).toBe('switching');
    expect(view.getByRole('status').textContent).toContain('Approve in wallet');
    expect(view.getByRole('status').textContent).toContain(`Accept the switch to ${mainnet.name} in your wallet.`);
    expect(provider.requests).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }]);
    await expectAccessible(view.container);
  });

  test('"Try again" (switch-network-retry) sends the request again', async () => {
    const { view, provider } = await setup();
    fireEvent.click(view.getByTestId('switch-network-retry'));
    expect(provider.requests.filter((item) => item.method === 'wallet_switchEthereumChain')).toHaveLength(2);
  });

  test('success: the network changes and the modal is back where the picker was opened (Account)', async () => {
    const { store, answers } = await setup();
    await act(async () => answers[0]?.resolve(null));
    expect(selectActiveCaipNetworkId(store.getState())).toBe('eip155:1');
    expect(selectRouterHistory(store.getState())).toEqual([{ view: 'Account' }]);
  });

  test('success when not opened from the picker: the modal closes', async () => {
    const { store, answers } = await setup({ direct: true });
    await act(async () => answers[0]?.resolve(null));
    expect(selectModal(store.getState()).open).toBe(false);
  });

  test('failure: back ONE view (Networks) with the error in a toast; the network stays', async () => {
    const { store, view, answers } = await setup();
    await act(async () => answers[0]?.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })));
    expect(selectCurrentRoute(store.getState()).view).toBe('Networks');
    expect(view.getByTestId('view-Networks')).toBeTruthy();
    expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'User rejected the request.' });
    expect(selectActiveCaipNetworkId(store.getState())).toBe(foyerDevChain.caipNetworkId);
  });

  test('an answer arriving after the user left does not navigate', async () => {
    const { store, answers } = await setup();
    act(() => void store.dispatch(historyPopped()));
    await act(async () => answers[0]?.reject(new Error('late')));
    expect(selectCurrentRoute(store.getState()).view).toBe('Networks');
    expect(selectToast(store.getState())).toBeNull();
  });
});
