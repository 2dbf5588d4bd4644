import { act, screen, waitFor } from '@testing-library/react';
import { modalOpened, POPUP_POLL_INTERVAL_MS, routerReset, selectToast } from '@foyer/kernel';
import { SOCIAL_RESULT_EVENT } from '@foyer/kernel/frame';
import { forgetSocialPopup, openSocialPopup } from '../../socialPopup';
import type { SocialsAuthApi } from '../../SocialsApi';
import { fakePopup } from '../../test-utils/fakePopup';
import { makeTestStore, renderWithStore } from '@foyer/kernel/test';
import { SECURE_SITE, SOCIALS_STORE } from '../../test-utils/socialsStore';
import { ConnectingSocial } from './ConnectingSocial';

const REDIRECT = `${SECURE_SITE}/idp/github/authorize?state=abc`;
const RESULT = `${SECURE_SITE}/social/callback?state=abc&code=xyz`;

function fakeAuth(): jest.Mocked<SocialsAuthApi> {
  return {
    getSocialRedirectUri: jest.fn(async (_provider) => ({ uri: REDIRECT })),
    connectSocial: jest.fn(async (_uri: string) => {}),
    getFarcasterUri: jest.fn(async () => ({ url: 'https://farcaster.test/channel' })),
    connectFarcaster: jest.fn(async () => {}),
  };
}

function setUp() {
  const auth = fakeAuth();
  const popup = fakePopup();
  openSocialPopup();
  const store = makeTestStore(SOCIALS_STORE);
  store.dispatch(routerReset({ view: 'ConnectingSocial', data: { provider: 'github' } }));
  store.dispatch(modalOpened());
  renderWithStore(<ConnectingSocial api={{ loadAuth: async () => auth }} data={{ provider: 'github' }} />, { store });
  return { auth, store, popup: popup.popup, popupWindow: popup.window };
}

function post(data: unknown, origin: string, source: unknown) {
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as MessageEventSource }));
  });
}

afterEach(() => {
  forgetSocialPopup();
  jest.restoreAllMocks();
  jest.useRealTimers();
});

test('points the popup at the redirect URI and waits', async () => {
  const { auth, popup } = setUp();
  await waitFor(() => expect(screen.getByTestId('view-ConnectingSocial').getAttribute('data-state')).toBe('waiting'));
  expect(auth.getSocialRedirectUri).toHaveBeenCalledWith('github');
  expect(popup.location.href).toBe(REDIRECT);
});

test('the result from the secure site connects, closes the popup and the modal', async () => {
  const { auth, popup, popupWindow, store } = setUp();
  await waitFor(() => expect(popup.location.href).toBe(REDIRECT));
  post({ type: SOCIAL_RESULT_EVENT, resultUri: RESULT }, SECURE_SITE, popupWindow);
  await waitFor(() => expect(store.getState().modal.open).toBe(false));
  expect(auth.connectSocial).toHaveBeenCalledWith(RESULT);
  expect(popup.close).toHaveBeenCalled();
});

test('a result message from another origin, or another window, or malformed, is ignored', async () => {
  const { auth, popup, popupWindow } = setUp();
  await waitFor(() => expect(popup.location.href).toBe(REDIRECT));
  post({ type: SOCIAL_RESULT_EVENT, resultUri: RESULT }, 'http://evil.test', popupWindow);
  post({ type: SOCIAL_RESULT_EVENT, resultUri: RESULT }, SECURE_SITE, window);
  post({ type: SOCIAL_RESULT_EVENT, resultUri: 'http://evil.test/callback' }, SECURE_SITE, popupWindow);
  post({ type: 'something else', resultUri: RESULT }, SECURE_SITE, popupWindow);
  await act(async () => {
    await Promise.resolve();
  });
  expect(auth.connectSocial).not.toHaveBeenCalled();
  expect(screen.getByTestId('view-ConnectingSocial').getAttribute('data-state')).toBe('waiting');
});

test('closing the popup: "Popup closed" after the next poll', async () => {
  jest.useFakeTimers();
  const { popup, store, auth } = setUp();
  await act(async () => {
    await Promise.resolve();
  });
  popup.closed = true;
  act(() => {
    jest.advanceTimersByTime(POPUP_POLL_INTERVAL_MS);
  });
  expect(screen.getByTestId('social-error').textContent).toBe('Popup closed');
  expect(selectToast(store.getState())).toMatchObject({ variant: 'error', message: 'Popup closed' });
  expect(auth.connectSocial).not.toHaveBeenCalled();
});

test('a redirect URI failure: "Failed to initiate social connection"', async () => {
  const auth = fakeAuth();
  auth.getSocialRedirectUri.mockRejectedValue(new Error('frame error'));
  fakePopup();
  openSocialPopup();
  const store = makeTestStore(SOCIALS_STORE);
  store.dispatch(routerReset({ view: 'ConnectingSocial', data: { provider: 'github' } }));
  store.dispatch(modalOpened());
  renderWithStore(<ConnectingSocial api={{ loadAuth: async () => auth }} data={{ provider: 'github' }} />, { store });
  expect((await screen.findByTestId('social-error')).textContent).toBe('Failed to initiate social connection');
});

describe('given the frame supplies a redirect URI that is neither https nor on the secure site', () => {
  test.each(['javascript:alert(document.domain)', 'data:text/html,<script>alert(1)</script>', 'http://evil.test/authorize', 'not a url'])(
    'refuses %s: the popup is never navigated, "Failed to initiate social connection"',
    async (uri) => {
      const auth = fakeAuth();
      auth.getSocialRedirectUri.mockResolvedValue({ uri });
      const { popup } = fakePopup();
      openSocialPopup();
      const store = makeTestStore(SOCIALS_STORE);
      store.dispatch(routerReset({ view: 'ConnectingSocial', data: { provider: 'github' } }));
      store.dispatch(modalOpened());
      renderWithStore(<ConnectingSocial api={{ loadAuth: async () => auth }} data={{ provider: 'github' }} />, { store });
      expect((await screen.findByTestId('social-error')).textContent).toBe('Failed to initiate social connection');
      expect(popup.location.href).toBe('about:blank');
    },
  );

  test('an https provider URI is followed', async () => {
    const auth = fakeAuth();
    auth.getSocialRedirectUri.mockResolvedValue({ uri: 'https://accounts.google.test/o/oauth2/auth?state=abc' });
    const { popup } = fakePopup();
    openSocialPopup();
    const store = makeTestStore(SOCIALS_STORE);
    store.dispatch(routerReset({ view: 'ConnectingSocial', data: { provider: 'github' } }));
    store.dispatch(modalOpened());
    renderWithStore(<ConnectingSocial api={{ loadAuth: async () => auth }} data={{ provider: 'github' }} />, { store });
    await waitFor(() => expect(popup.location.href).toBe('https://accounts.google.test/o/oauth2/auth?state=abc'));
  });
});
