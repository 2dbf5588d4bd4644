import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { accountConnected, bitcoin, foyerDevChain, foyerDevSolana, selectCurrentRoute, type CaipAddress } from '@foyer/kernel';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { EVM_0, SOLANA_0 } from '../../test-utils/sendFixtures';
import { AccountActions } from './AccountActions';

function renderSlot(caipAddress: CaipAddress, send = true) {
  const store = makeTestStore({ networks: [foyerDevChain, foyerDevSolana, bitcoin], features: { send } });
  store.dispatch(accountConnected({ connectorId: 'wallet', caipAddress }));
  const view = renderWithStore(<AccountActions api={{ sendTransaction: jest.fn() }} />, { store });
  return { store, view };
}

test('an EVM account is offered Send, which opens WalletSend', async () => {
  const { store } = renderSlot(`${foyerDevChain.caipNetworkId}:${EVM_0}`);
  await userEvent.setup().click(screen.getByTestId('account-send'));
  expect(selectCurrentRoute(store.getState()).view).toBe('WalletSend');
});

test('a Solana account is offered Send too', () => {
  renderSlot(`${foyerDevSolana.caipNetworkId}:${SOLANA_0}`);
  expect(screen.getByTestId('account-send').textContent).toBe('Send');
});

test('a Bitcoin account, or the send feature off: no button', () => {
  const bitcoinAccount = renderSlot(`${bitcoin.caipNetworkId}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`);
  expect(bitcoinAccount.view.container.innerHTML).toBe('');
  const off = renderSlot(`${foyerDevChain.caipNetworkId}:${EVM_0}`, false);
  expect(off.view.container.innerHTML).toBe('');
});
