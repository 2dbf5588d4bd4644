import {
  PROVIDER_ERROR_CODES,
  ProviderRpcError,
  accountConnected,
  checksumEvmAddress,
  foyerDevChain,
  optionsConfigured,
  selectCloseDisabled,
  shortenAddress,
  signInRequiredChanged,
  type SIWXConfig,
  type SIWXSession,
  type Eip1193RequestArguments,
} from '@foyer/kernel';
import { renderWithStore } from '@foyer/kernel/test';
import { fireEvent, waitFor } from '@testing-library/react';
import { openModal } from '../../../router/openModal.js';
import { setSiwxRuntime } from '../../../siwx/siwxRuntime.js';
import { createFakeProvider } from '../../../test-utils/createFakeProvider.js';
import { makeShellTestStore } from '../../../test-utils/makeShellTestStore.js';
import { RouterOutlet } from '../../router/RouterOutlet.js';
import { expectAccessible } from '../../test-utils/expectAccessible.js';
import { inModal } from '../../test-utils/inModal.js';

const address = checksumEvmAddress('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266');
const SIGNATURE = `0x${'ab'.repeat(65)}`;

async function setup({ required = true, reject = false } = {}) {
  const store = makeShellTestStore();
  store.dispatch(
    optionsConfigured({
      ...store.getState().options,
      metadata: { name: 'Acme Dapp', description: 'd', url: 'https://acme.test', icons: ['https://acme.test/icon.png'] },
    }),
  );
  const sessions: SIWXSession[] = [];
  const config: SIWXConfig = {
    createMessage: async (input) => ({ ...input, domain: 'acme.test', uri: 'https://acme.test', version: '1', nonce: 'n1', toString: () => 'Sign in to Acme' }),
    addSession: async (session) => void sessions.push(session),
    revokeSession: async () => {},
    setSessions: async () => {},
    getSessions: async () => sessions,
    getRequired: () => required,
  };
  setSiwxRuntime(store.extra, config);
  const base = createFakeProvider({ accounts: [address], authorized: true });
  store.extra.connectors.set('com.example.wallet', {
    ...base,
    async request(args: Eip1193RequestArguments) {
      if (args.method !== 'personal_sign') return base.request(args);
      if (reject) throw new ProviderRpcError(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, 'User rejected the request.');
      return SIGNATURE;
    },
  });
  store.dispatch(accountConnected({ connectorId: 'com.example.wallet', caipAddress: `eip155:31337:${address}` }));
  store.dispatch(signInRequiredChanged(required));
  store.dispatch(openModal({ view: 'SIWXSignMessage' }));
  const view = renderWithStore(<RouterOutlet />, inModal(store));
  await view.findByTestId('view-SIWXSignMessage');
  return { store, view, sessions };
}

describe('SIWXSignMessage', () => {
  test('shows the dapp name and icon, the short account and the network, with real buttons; accessible', async () => {
    const { view } = await setup();
    const root = view.getByTestId('view-SIWXSignMessage');
    expect(root.textContent).toContain('Acme Dapp needs to connect to your wallet');
    expect(root.textContent).toContain('Canceling will disconnect you.');
    expect(root.querySelector('img')?.getAttribute('src')).toBe('https://acme.test/icon.png');
    expect(view.getByTestId('siwx-account').textContent).toContain(shortenAddress(address));
    expect(view.getByTestId('siwx-network').textContent).toBe(foyerDevChain.name);
    expect(view.getByRole('button', { name: 'Sign' }).getAttribute('data-testid')).toBe('siwx-sign');
    expect(view.getByRole('button', { name: 'Cancel' }).getAttribute('data-testid')).toBe('siwx-cancel');
    expect(view.getByRole('status')).toBeDefined();
    await expectAccessible(view.container);
  });

  test('optional sign-in does not say that cancelling disconnects', async () => {
    const { view } = await setup({ required: false });
    expect(view.getByTestId('view-SIWXSignMessage').textContent).not.toContain('Canceling will disconnect you.');
  });

  test('Sign stores the signed session and closes the modal', async () => {
    const { store, view, sessions } = await setup();
    fireEvent.click(view.getByTestId('siwx-sign'));
    await waitFor(() => expect(store.getState().modal.open).toBe(false));
    expect(sessions).toEqual([
      expect.objectContaining({ message: 'Sign in to Acme', signature: SIGNATURE, data: expect.objectContaining({ accountAddress: address, nonce: 'n1' }) }),
    ]);
    expect(selectCloseDisabled(store.getState())).toBe(false);
  });

  test('a rejection shows "Error signing message" and leaves Sign enabled to retry', async () => {
    const { store, view, sessions } = await setup({ reject: true });
    fireEvent.click(view.getByTestId('siwx-sign'));
    expect((await view.findByRole('alert')).textContent).toBe('Error signing message');
    expect(view.getByTestId('siwx-sign').hasAttribute('disabled')).toBe(false);
    expect(store.getState().modal.open).toBe(true);
    expect(sessions).toEqual([]);
  });
});
