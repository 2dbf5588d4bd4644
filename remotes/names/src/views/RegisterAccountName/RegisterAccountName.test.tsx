import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { axe, toHaveNoViolations } from 'jest-axe';
import { setupServer } from 'msw/node';
import {
  accountConnected,
  chainIdToCoinType,
  foyerDevChain,
  ProviderRpcError,
  routerReset,
  selectCurrentRoute,
  solana,
  type BridgeSignMessageParameters,
  type RegisterNameMessage,
} from '@foyer/kernel';
import { makeTestStore, renderWithStore, type TestStore } from '@foyer/kernel/test';
import { fakeNamesService, TEST_NAMES_DOMAIN, TEST_SUFFIX, type FakeNamesService } from '../../test-utils/namesService';
import { RegisterAccountName } from './RegisterAccountName';

expect.extend(toHaveNoViolations);

const DEV_ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA_ACCOUNT = 'H3GrTCZnFN1mK6rSBjyRZnXaMTuqaSGE8JMpiHrzRoKA';
const RULE = 'Name must be at least 4 characters and use only letters, digits and hyphens';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup({ service = fakeNamesService(), caipAddress = `${foyerDevChain.caipNetworkId}:${DEV_ACCOUNT_0}`, sign = signWith('0xsigned') } = {}) {
  server.use(...service.handlers);
  const store: TestStore = makeTestStore({ networks: [foyerDevChain, solana], features: { names: true } });
  store.dispatch(accountConnected({ connectorId: 'dev.foyer.wallet', caipAddress: caipAddress as `eip155:${string}:${string}` }));
  store.dispatch(routerReset({ view: 'RegisterAccountName' }));
  const api = { signMessage: jest.fn(sign) };
  const view = renderWithStore(<RegisterAccountName api={api} />, { store });
  return { store, api, service, view, user: userEvent.setup() };
}

function signWith(signature: string) {
  return async (_parameters: BridgeSignMessageParameters) => ({ signature });
}

const availability = () => screen.getByTestId('name-availability');
const submit = () => screen.getByTestId('name-submit') as HTMLButtonElement;

test('a 3-letter name shows the rule of spec §5 as the user types, asks the service nothing and cannot be submitted', async () => {
  const { service, user, view } = setup();
  await user.type(screen.getByTestId('name-input'), 'bob');
  expect(availability().dataset.state).toBe('invalid');
  expect(availability().textContent).toBe(RULE);
  expect(screen.getByTestId('name-input').getAttribute('aria-invalid')).toBe('true');
  await act(() => new Promise((resolve) => setTimeout(resolve, 400)));
  expect(service.requests).toEqual([]);
  expect(submit().disabled).toBe(true);
  expect(await axe(view.container)).toHaveNoViolations();
});

test('availability is checked once the user stops typing (300 ms), with one request for the settled label', async () => {
  const { service, user } = setup();
  await user.type(screen.getByTestId('name-input'), 'alice');
  expect(availability().dataset.state).toBe('checking');
  await waitFor(() => expect(availability().dataset.state).toBe('available'));
  expect(availability().textContent).toBe(`alice${TEST_SUFFIX} is available`);
  expect(service.requests).toEqual(['/v1/profile/account/alice']);
  expect(screen.getByTestId('name-suffix').textContent).toBe(TEST_SUFFIX);
  expect(submit().disabled).toBe(false);
});

test('register: the account signs the contract message (name, the deployment the lookup named, ENSIP-11 coin type of 31337, address, timestamp), the service gets it, success view', async () => {
  const { api, service, store, user } = setup();
  await user.type(screen.getByTestId('name-input'), 'alice');
  await waitFor(() => expect(submit().disabled).toBe(false));
  const before = Date.now();
  await user.click(submit());
  await waitFor(() => expect(selectCurrentRoute(store.getState())).toEqual({ view: 'RegisterAccountNameSuccess', data: { name: `alice${TEST_SUFFIX}` } }));

  expect(api.signMessage).toHaveBeenCalledTimes(1);
  const [{ message, address, namespace }] = api.signMessage.mock.calls[0]!;
  expect({ address, namespace }).toEqual({ address: DEV_ACCOUNT_0, namespace: 'eip155' });
  const signed = JSON.parse(message) as RegisterNameMessage;
  expect(Object.keys(signed)).toEqual(['name', 'domain', 'coinType', 'address', 'timestamp']);
  expect(signed).toMatchObject({ name: `alice${TEST_SUFFIX}`, domain: TEST_NAMES_DOMAIN, coinType: chainIdToCoinType(31337), address: DEV_ACCOUNT_0 });
  expect(signed.coinType).toBe(0x80000000 + 31337);
  expect(signed.timestamp).toBeGreaterThanOrEqual(before);
  expect(service.posted).toEqual([{ coin_type: signed.coinType, address: DEV_ACCOUNT_0, message, signature: '0xsigned' }]);
});

test('a Solana account registers with coin type 501', async () => {
  const { api, service, user } = setup({ caipAddress: `${solana.caipNetworkId}:${SOLANA_ACCOUNT}`, sign: signWith('5Sig') });
  await user.type(screen.getByTestId('name-input'), 'sol-user');
  await waitFor(() => expect(submit().disabled).toBe(false));
  await user.click(submit());
  await waitFor(() => expect(service.posted).toHaveLength(1));
  expect(api.signMessage.mock.calls[0]![0]).toMatchObject({ namespace: 'solana', address: SOLANA_ACCOUNT });
  expect(service.posted[0]).toMatchObject({ coin_type: 501, address: SOLANA_ACCOUNT, signature: '5Sig' });
  expect(JSON.parse(service.posted[0]!.message)).toMatchObject({ coinType: 501, address: SOLANA_ACCOUNT });
});

test('a taken name offers free suggestions; picking one fills the field and checks it', async () => {
  const { user, view } = setup({ service: fakeNamesService({ taken: ['alice'] }) });
  await user.type(screen.getByTestId('name-input'), 'alice');
  await waitFor(() => expect(availability().dataset.state).toBe('taken'));
  expect(availability().textContent).toBe(`alice${TEST_SUFFIX} is taken`);
  expect(submit().disabled).toBe(true);
  const suggestion = await screen.findByTestId(`name-suggestion-alice1${TEST_SUFFIX}`);
  expect(screen.getByTestId(`name-suggestion-alice-dev${TEST_SUFFIX}`)).toBeTruthy();
  expect(await axe(view.container)).toHaveNoViolations();
  await user.click(suggestion);
  expect((screen.getByTestId('name-input') as HTMLInputElement).value).toBe('alice1');
  await waitFor(() => expect(availability().dataset.state).toBe('available'));
});

test('the user rejects the signature: nothing is posted, the view stays and says so, and can try again', async () => {
  const rejected = async (_parameters: BridgeSignMessageParameters): Promise<{ signature: string }> => {
    throw new ProviderRpcError(4001, 'User rejected the request.');
  };
  const { service, store, user, view } = setup({ sign: rejected });
  await user.type(screen.getByTestId('name-input'), 'alice');
  await waitFor(() => expect(submit().disabled).toBe(false));
  await user.click(submit());
  const error = await screen.findByTestId('name-error');
  expect(error.textContent).toBe('You rejected the signature: the name was not registered.');
  expect(error.getAttribute('role')).toBe('alert');
  expect(service.posted).toEqual([]);
  expect(selectCurrentRoute(store.getState()).view).toBe('RegisterAccountName');
  expect(submit().disabled).toBe(false);
  expect(await axe(view.container)).toHaveNoViolations();
});

test("a refused registration shows the service's first reason", async () => {
  const service = fakeNamesService({ failRegister: { status: 409, body: { error: { code: 'NAME_TAKEN', message: 'alice.names.test is already registered' } } } });
  const { store, user } = setup({ service });
  await user.type(screen.getByTestId('name-input'), 'alice');
  await waitFor(() => expect(submit().disabled).toBe(false));
  await user.click(submit());
  expect((await screen.findByTestId('name-error')).textContent).toBe('alice.names.test is already registered');
  expect(selectCurrentRoute(store.getState()).view).toBe('RegisterAccountName');
});

test("a failure without a reason shows 'Error registering name {name}'", async () => {
  const { user } = setup({ service: fakeNamesService({ failRegister: { status: 500 } }) });
  await user.type(screen.getByTestId('name-input'), 'alice');
  await waitFor(() => expect(submit().disabled).toBe(false));
  await user.click(submit());
  expect((await screen.findByTestId('name-error')).textContent).toBe(`Error registering name alice${TEST_SUFFIX}`);
});

test('the submit button is busy while the wallet signs', async () => {
  let release: (value: { signature: string }) => void = () => {};
  const pending = (_parameters: BridgeSignMessageParameters) => new Promise<{ signature: string }>((resolve) => (release = resolve));
  const { store, user } = setup({ sign: pending });
  await user.type(screen.getByTestId('name-input'), 'alice');
  await waitFor(() => expect(submit().disabled).toBe(false));
  await user.click(submit());
  expect(submit().getAttribute('aria-busy')).toBe('true');
  expect(submit().textContent).toBe('Confirm in your wallet…');
  expect(screen.getByTestId('view-RegisterAccountName').dataset.state).toBe('signing');
  await act(async () => release({ signature: '0xsigned' }));
  await waitFor(() => expect(selectCurrentRoute(store.getState()).view).toBe('RegisterAccountNameSuccess'));
});

test('the field is labelled and described by the rule and the availability line', () => {
  setup();
  const input = screen.getByLabelText('Account name');
  const described = (input.getAttribute('aria-describedby') ?? '').split(' ').map((id) => document.getElementById(id)?.textContent);
  expect(described).toEqual(['Letters, digits and hyphens, at least 4 characters.', '']);
});
