import {
  accountConnected,
  remoteConfigSettled,
  selectCurrentRoute,
  selectToast,
} from '@foyer/kernel';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { fireEvent, waitFor } from '@testing-library/react';
import type { AuthAdapter } from '../adapter/AuthAdapter';
import { AUTH_STORE } from '../test-utils/authStore';
import { AccountActions } from './AccountActions';

function setup({ email, smartNetworks, setType }: { email?: string; smartNetworks?: number[]; setType?: AuthAdapter['setPreferredAccountType'] }) {
  const store = makeTestStore(AUTH_STORE);
  store.dispatch(remoteConfigSettled({ status: 'loaded', features: { email: true } }));
  store.dispatch(accountConnected({ connectorId: 'AUTH', caipAddress: 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }));
  const setPreferredAccountType = jest.fn(setType ?? (async () => undefined));
  const api = { getEmail: () => email, getSmartAccountEnabledNetworks: () => smartNetworks ?? [], setPreferredAccountType };
  const view = renderWithStore(<AccountActions api={api} />, { store });
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
