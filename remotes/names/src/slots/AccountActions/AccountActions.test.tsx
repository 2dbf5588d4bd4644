import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setupServer } from 'msw/node';
import { accountConnected, bitcoin, foyerDevChain, selectCurrentRoute, solana, type CaipAddress } from '@foyer/kernel';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { fakeNamesService } from '../../test-utils/namesService';
import { AccountActions } from './AccountActions';

const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA_ACCOUNT = 'H3GrTCZnFN1mK6rSBjyRZnXaMTuqaSGE8JMpiHrzRoKA';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function renderSlot(caipAddress: CaipAddress, identity: Record<string, string> = {}) {
  const service = fakeNamesService({ identity });
  server.use(...service.handlers);
  const store = makeTestStore({ networks: [foyerDevChain, solana, bitcoin], features: { names: true } });
  store.dispatch(accountConnected({ connectorId: 'wallet', caipAddress }));
  const view = renderWithStore(<AccountActions api={{ signMessage: jest.fn() }} />, { store });
  return { store, view, service };
}

test('an EVM account without a name is offered "Choose a name", which opens RegisterAccountName', async () => {
  const { store, service } = renderSlot(`eip155:31337:${DEV_ACCOUNT_0}`);
  await userEvent.setup().click(await screen.findByTestId('account-register-name'));
  expect(selectCurrentRoute(store.getState()).view).toBe('RegisterAccountName');
  expect(service.requests).toEqual([`/v1/identity/${DEV_ACCOUNT_0}`]);
});

test('a Solana account without a name is offered it too', async () => {
  renderSlot(`${solana.caipNetworkId}:${SOLANA_ACCOUNT}`);
  expect(await screen.findByTestId('account-register-name')).toBeTruthy();
});

test('an account that has a name is not offered another', async () => {
  const { service, view } = renderSlot(`eip155:31337:${DEV_ACCOUNT_0}`, { [DEV_ACCOUNT_0]: 'alice.foyer.id' });
  await waitFor(() => expect(service.requests).toHaveLength(1));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(view.container.innerHTML).toBe('');
});

test('a Bitcoin account (no names) is offered nothing and nothing is asked', async () => {
  const { service, view } = renderSlot(`${bitcoin.caipNetworkId}:bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq`);
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(view.container.innerHTML).toBe('');
  expect(service.requests).toEqual([]);
});
