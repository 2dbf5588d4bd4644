import { screen, waitFor } from '@testing-library/react';
import { BaseError, EmailDependencyLoadError, modalOpened, routerReset } from '@foyer/kernel';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { SOCIALS_STORE } from '../../test-utils/socialsStore';
import { ConnectingFarcaster } from './ConnectingFarcaster';

const URL = 'https://farcaster.xyz/~/siwf?channelToken=abc';

test('shows the Farcaster URI as a QR code, then connects and closes the modal', async () => {
  let complete: () => void = () => {};
  const connectFarcaster = jest.fn(() => new Promise<void>((resolve) => (complete = resolve)));
  const loadAuth = async () => ({
    getSocialRedirectUri: jest.fn(),
    connectSocial: jest.fn(),
    getFarcasterUri: jest.fn(async () => ({ url: URL })),
    connectFarcaster,
  });
  const store = makeTestStore(SOCIALS_STORE);
  store.dispatch(routerReset({ view: 'ConnectingFarcaster' }));
  store.dispatch(modalOpened());
  renderWithStore(<ConnectingFarcaster api={{ loadAuth }} />, { store });
  const qr = await screen.findByTestId('farcaster-qr');
  expect(qr.getAttribute('data-uri')).toBe(URL);
  expect(connectFarcaster).toHaveBeenCalled();
  expect(store.getState().modal.open).toBe(true);
  complete();
  await waitFor(() => expect(store.getState().modal.open).toBe(false));
});

test('a failure shows "Failed to connect to farcaster"', async () => {
  const loadAuth = async () => ({
    getSocialRedirectUri: jest.fn(),
    connectSocial: jest.fn(),
    getFarcasterUri: jest.fn(async () => ({ url: URL })),
    connectFarcaster: jest.fn(async () => Promise.reject(new Error('timeout'))),
  });
  renderWithStore(<ConnectingFarcaster api={{ loadAuth }} />, SOCIALS_STORE);
  expect((await screen.findByRole('alert')).textContent).toBe('Failed to connect to farcaster');
});

test('an auth remote that cannot load: "Unable to load email login dependency"', async () => {
  const loadAuth = async () => Promise.reject(new EmailDependencyLoadError({ cause: new Error('404') }));
  renderWithStore(<ConnectingFarcaster api={{ loadAuth }} />, SOCIALS_STORE);
  expect((await screen.findByRole('alert')).textContent).toBe('Unable to load email login dependency');
});

test('a secure site without Farcaster (FARCASTER_UNAVAILABLE) shows its message, not "Failed to connect to farcaster"', async () => {
  const unavailable = Object.assign(new BaseError('Farcaster sign-in is not available on this site'), { frameCode: 'FARCASTER_UNAVAILABLE' });
  const loadAuth = async () => ({
    getSocialRedirectUri: jest.fn(),
    connectSocial: jest.fn(),
    getFarcasterUri: jest.fn(async () => Promise.reject(unavailable)),
    connectFarcaster: jest.fn(),
  });
  renderWithStore(<ConnectingFarcaster api={{ loadAuth }} />, SOCIALS_STORE);
  expect((await screen.findByRole('alert')).textContent).toBe('Farcaster sign-in is not available on this site');
});
