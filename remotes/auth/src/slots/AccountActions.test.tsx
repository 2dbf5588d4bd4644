import {
  accountConnected,
  remoteConfigSettled,
  selectCurrentRoute,
  selectToast,
  type BridgeStorage,
} from '@foyer/kernel';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { Provider } from 'react-redux';
import type { AuthAdapter } from '../adapter/AuthAdapter';
import { AUTH_STORAGE_KEYS } from '../adapter/authStorageKeys';
import { fakeShell } from '../test-utils/fakeShell';
import { makeAuthTestStore } from '../test-utils/makeAuthTestStore';
import { AccountActions } from './AccountActions';
import { setAuthSession } from './authSession';

function setup({ email, smartNetworks, setType }: { email?: string; smartNetworks?: number[]; setType?: AuthAdapter['setPreferredAccountType'] }) {
  const store = makeAuthTestStore();
  store.dispatch(remoteConfigSettled({ status: 'loaded', features: { email: true } }));
  store.dispatch(accountConnected({ connectorId: 'AUTH', caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }));
  const { shell } = fakeShell();
  const storage: BridgeStorage = shell.storage;
  if (smartNetworks) storage.set(AUTH_STORAGE_KEYS.smartAccountEnabledNetworks, smartNetworks);
  const setPreferredAccountType = jest.fn(setType ?? (async () => undefined));
  setAuthSession({ adapter: { getEmail: () => email, setPreferredAccountType } as unknown as AuthAdapter, storage });
  const view = render(
    <Provider store={store}>
      <AccountActions />
    </Provider>,
  );
  return { store, view, setPreferredAccountType };
}

test('an email login can update its email; no account type switch where no smart account can exist', () => {
  const { store, view } = setup({ email: 'a.very.long.local.part.for.testing@example.com', smartNetworks: [] });
  const update = view.getByTestId('account-update-email');
  expect(update.textContent).toContain('Update email');
  expect(view.queryByTestId('account-type-toggle')).toBeNull();
  fireEvent.click(update);
  expect(selectCurrentRoute(store.getState()).view).toBe('UpdateEmailWallet');
});

test('a social login has no email row', () => {
  const { view } = setup({});
  expect(view.queryByTestId('account-update-email')).toBeNull();
});

test('on a smart-account network the type switches, and a failure falls back to EOA with the reason', async () => {
  const { store, view, setPreferredAccountType } = setup({ smartNetworks: [31337] });
  const toggle = view.getByTestId('account-type-toggle');
  expect(toggle.textContent).toBe('Switch to smart account');
  fireEvent.click(toggle);
  await waitFor(() => expect(view.getByTestId('account-type-toggle').dataset.accountType).toBe('smartAccount'));
  expect(setPreferredAccountType).toHaveBeenCalledWith('smartAccount');

  setPreferredAccountType.mockRejectedValueOnce(new Error('Smart accounts are not available on this network'));
  fireEvent.click(view.getByTestId('account-type-toggle'));
  await waitFor(() => expect(view.getByTestId('account-type-toggle').dataset.accountType).toBe('eoa'));
  expect(selectToast(store.getState())).toMatchObject({ variant: 'error' });
});
