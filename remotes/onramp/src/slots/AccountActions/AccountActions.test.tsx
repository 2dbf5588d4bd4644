import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { accountConnected, bitcoin, foyerDevChain, foyerDevSolana, selectCurrentRoute, type CaipAddress } from '@foyer/kernel';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { EVM_0, SOLANA_0 } from '../../test-utils/onrampFixtures';
import { AccountActions } from './AccountActions';

expect.extend(toHaveNoViolations);

function renderSlot(caipAddress: CaipAddress, onramp = true) {
  const store = makeTestStore({ networks: [foyerDevChain, foyerDevSolana, bitcoin], features: { onramp: onramp ? ['foyer-dev'] : false } });
  store.dispatch(accountConnected({ connectorId: 'wallet', caipAddress }));
  const view = renderWithStore(<AccountActions api={undefined} />, { store });
  return { store, view };
}

test('an EVM account is offered "Buy crypto", which opens OnRampProviders', async () => {
  const { store, view } = renderSlot(`${foyerDevChain.caipNetworkId}:${EVM_0}`);
  expect(screen.getByTestId('account-onramp').textContent).toBe('Buy crypto');
  expect(await axe(view.container)).toHaveNoViolations();
  await userEvent.setup().click(screen.getByTestId('account-onramp'));
  expect(selectCurrentRoute(store.getState()).view).toBe('OnRampProviders');
});

test('a Solana account is offered it too; a Bitcoin account, or the onramp off: no row', () => {
  renderSlot(`${foyerDevSolana.caipNetworkId}:${SOLANA_0}`);
  expect(screen.getByTestId('account-onramp')).toBeTruthy();
  const bitcoinAccount = renderSlot(`${bitcoin.caipNetworkId}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`);
  expect(bitcoinAccount.view.container.innerHTML).toBe('');
  const off = renderSlot(`${foyerDevChain.caipNetworkId}:${EVM_0}`, false);
  expect(off.view.container.innerHTML).toBe('');
});
