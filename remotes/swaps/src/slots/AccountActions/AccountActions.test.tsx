import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { accountConnected, foyerDevChain, foyerDevSolana, FOYER_DEV_SOLANA_ADDRESSES, mainnet, selectCurrentRoute, type CaipAddress } from '@foyer/kernel';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { EVM_0 } from '../../test-utils/swapsFixtures';
import { AccountActions } from './AccountActions';

expect.extend(toHaveNoViolations);

function renderSlot(caipAddress: CaipAddress | undefined, swaps = true) {
  const store = makeTestStore({ networks: [foyerDevChain, mainnet, foyerDevSolana], features: { swaps: swaps ? ['foyer-amm'] : false } });
  if (caipAddress) store.dispatch(accountConnected({ connectorId: 'wallet', caipAddress }));
  const view = renderWithStore(<AccountActions api={{ sendTransaction: jest.fn() }} />, { store });
  return { store, view };
}

test('a connected account is offered Swap, which opens the Swap view', async () => {
  const { store, view } = renderSlot(`${foyerDevChain.caipNetworkId}:${EVM_0}`);
  expect(screen.getByTestId('account-swaps').textContent).toBe('Swap');
  expect(await axe(view.container)).toHaveNoViolations();
  await userEvent.setup().click(screen.getByTestId('account-swaps'));
  expect(selectCurrentRoute(store.getState()).view).toBe('Swap');
});

test('the row shows on every network (the view explains where swaps are not offered)', () => {
  renderSlot(`${foyerDevSolana.caipNetworkId}:${FOYER_DEV_SOLANA_ADDRESSES[0]}`);
  expect(screen.getByTestId('account-swaps')).toBeTruthy();
});

test('no account, or the swaps feature off: no row', () => {
  expect(renderSlot(undefined).view.container.innerHTML).toBe('');
  expect(renderSlot(`${foyerDevChain.caipNetworkId}:${EVM_0}`, false).view.container.innerHTML).toBe('');
});
